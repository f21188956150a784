import { PEER_DIMENSIONS, peerFilterSchema } from '@labbench/contract';
import type { PeerFilter } from '@labbench/contract';

/**
 * The peer group lives in the address (`?region=apac&size=large`), so a reload or a shared link keeps it. Undefined
 * when the address names none (the server's default, the lab's region) or names one the contract does not accept.
 */
export function peerFilterFromQuery(params: URLSearchParams): PeerFilter | undefined {
  const raw: Record<string, string> = {};
  for (const dimension of PEER_DIMENSIONS) {
    const value = params.get(dimension);
    if (value) raw[dimension] = value;
  }
  if (Object.keys(raw).length === 0) return undefined;
  const parsed = peerFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The address's query with the peer group replaced (undefined: back to the default group); other keys kept. */
export function queryWithPeerFilter(params: URLSearchParams, filter: PeerFilter | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const dimension of PEER_DIMENSIONS) next.delete(dimension);
  if (filter) {
    for (const dimension of PEER_DIMENSIONS) {
      const value = filter[dimension];
      if (value !== undefined) next.set(dimension, value);
    }
  }
  return next;
}

/** A round from `?round=`, or undefined (the lab's latest). */
export function roundFromQuery(params: URLSearchParams): number | undefined {
  const round = Number(params.get('round'));
  return Number.isInteger(round) && round >= 2000 && round <= 2100 ? round : undefined;
}

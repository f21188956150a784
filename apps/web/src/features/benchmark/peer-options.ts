import { ACCREDITATIONS, COUNTRIES, LAB_SIZES, LAB_TYPES, PEER_REGIONS } from '@labbench/contract';
import type { LabPeerAttributes, PeerDimension, PeerFilter } from '@labbench/contract';

/** The Select value that leaves a dimension open. */
export const ANY = 'any';

const CHOICES: Record<PeerDimension, readonly string[]> = {
  region: PEER_REGIONS,
  country: COUNTRIES.map((c) => c.code).filter((code) => code !== 'WWB'),
  size: LAB_SIZES,
  hospitalSize: LAB_SIZES,
  labType: LAB_TYPES,
  accreditation: ACCREDITATIONS,
};

/** A dimension's choices: "any" first, then the lab's own value, then the rest in their usual order. */
export function peerChoices(dimension: PeerDimension, lab: LabPeerAttributes): string[] {
  const own = lab[dimension];
  const rest = CHOICES[dimension].filter((v) => v !== own);
  return own && CHOICES[dimension].includes(own) ? [ANY, own, ...rest] : [ANY, ...rest];
}

/** The filter with one dimension set, or left open when "any" is chosen. */
export function withDimension(filter: PeerFilter, dimension: PeerDimension, value: string | null): PeerFilter {
  const next: Record<string, string> = { ...filter };
  if (!value || value === ANY) delete next[dimension];
  else next[dimension] = value;
  return next;
}

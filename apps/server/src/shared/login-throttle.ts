import type { Database } from '../db/client.ts';
import { countAttempt, countsOf, forgetAttempts } from './throttle.ts';

/**
 * Failed sign-ins (and wrong old passwords of changePassword and changeExpiredPassword) within 15 minutes, counted
 * so that nobody can lock someone else out (docs/decisions.md D29): a client is refused (429) only by its own
 * failures, on one address (`perPair`) or across addresses (`perClient`, a client spraying many accounts).
 */
export const LOGIN_THROTTLE = {
  perPair: 10,
  perClient: 30,
  windowMs: 15 * 60_000,
} as const;

/**
 * After this many failures on an address, from any client, signing in to it needs a solved captcha: proof of work
 * that makes guessing from many clients expensive, never a lock. Failures of one client on other addresses never
 * ask anyone else for a captcha (many people share one client address: offices, every browser test on 127.0.0.1).
 */
export const LOGIN_CAPTCHA_AFTER = 3;

/** The counters of a sign-in: this client on this address, this client on any address, any client on this address. */
export interface LoginKeys {
  pair: string;
  client: string;
  address: string;
}

export function throttleKeys(email: string, clientAddress: string): LoginKeys {
  const address = email.toLowerCase();
  // A client address never contains '|', so the pair key cannot be forged from another pair.
  return {
    pair: `login:pair:${clientAddress}|${address}`,
    client: `login:client:${clientAddress}`,
    address: `login:account:${address}`,
  };
}

const countsFor = (db: Database, keys: LoginKeys, now: Date) => countsOf(db, keys, LOGIN_THROTTLE.windowMs, now);

/** True when this client has used up its own attempts, on this address or across addresses. */
export async function isLoginThrottled(db: Database, keys: LoginKeys, now = new Date()): Promise<boolean> {
  const counts = await countsFor(db, keys, now);
  return counts.pair >= LOGIN_THROTTLE.perPair || counts.client >= LOGIN_THROTTLE.perClient;
}

/** True when the next sign-in to this address needs a solved captcha. */
export async function needsLoginCaptcha(db: Database, keys: LoginKeys, now = new Date()): Promise<boolean> {
  const counts = await countsFor(db, keys, now);
  return counts.address >= LOGIN_CAPTCHA_AFTER || counts.pair >= LOGIN_CAPTCHA_AFTER;
}

export function recordLoginFailure(db: Database, keys: LoginKeys, now = new Date()): Promise<void> {
  return countAttempt(db, [keys.pair, keys.client, keys.address], LOGIN_THROTTLE.windowMs, now);
}

/**
 * The right password clears this client's failures on the address and the address's failures (no captcha for the
 * owner next time). The client's count across addresses stays, so spraying many accounts still counts.
 */
export function clearAccountFailures(db: Database, keys: LoginKeys): Promise<void> {
  return forgetAttempts(db, [keys.pair, keys.address]);
}

import type { Database } from '../db/client.ts';
import { attemptCounts, clearAccountAttempts, isThrottled, recordAttempt, ruleKeys } from './throttle.ts';
import type { ThrottleKeys, ThrottleRule } from './throttle.ts';

/** Failed sign-ins allowed per window (decision D8); changeExpiredPassword and changePassword count here too. */
export const LOGIN_THROTTLE = {
  name: 'login',
  perAccount: 10,
  perClient: 30,
  windowMs: 15 * 60_000,
} as const satisfies ThrottleRule;

/**
 * After this many failed sign-ins in the window a sign-in needs a solved captcha (docs/decisions.md). Per client
 * it is high because many people share one address (offices, and every browser test comes from 127.0.0.1).
 */
export const LOGIN_CAPTCHA_AFTER = { perAccount: 3, perClient: 10 } as const;

export function throttleKeys(email: string, clientAddress: string): ThrottleKeys {
  return ruleKeys(LOGIN_THROTTLE, email, clientAddress);
}

export function isLoginThrottled(db: Database, keys: ThrottleKeys, now = new Date()): Promise<boolean> {
  return isThrottled(db, LOGIN_THROTTLE, keys, now);
}

export function recordLoginFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  return recordAttempt(db, LOGIN_THROTTLE, keys, now);
}

/** True when the failures so far ask for a captcha before the next sign-in of this address from this client. */
export async function needsLoginCaptcha(db: Database, keys: ThrottleKeys, now = new Date()): Promise<boolean> {
  const counts = await attemptCounts(db, LOGIN_THROTTLE, keys, now);
  return counts.account >= LOGIN_CAPTCHA_AFTER.perAccount || counts.client >= LOGIN_CAPTCHA_AFTER.perClient;
}

/** A correct password clears the account's failures. */
export function clearAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  return clearAccountAttempts(db, keys);
}

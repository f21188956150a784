import type { Database } from '../db/client.ts';
import { clearAccountAttempts, isThrottled, recordAttempt, ruleKeys } from './throttle.ts';
import type { ThrottleKeys, ThrottleRule } from './throttle.ts';

/** Failed sign-ins allowed per window (decision D8); changeExpiredPassword and changePassword count here too. */
export const LOGIN_THROTTLE = {
  name: 'login',
  perAccount: 10,
  perClient: 30,
  windowMs: 15 * 60_000,
} as const satisfies ThrottleRule;

export function throttleKeys(email: string, clientAddress: string): ThrottleKeys {
  return ruleKeys(LOGIN_THROTTLE, email, clientAddress);
}

export function isLoginThrottled(db: Database, keys: ThrottleKeys, now = new Date()): Promise<boolean> {
  return isThrottled(db, LOGIN_THROTTLE, keys, now);
}

export function recordLoginFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  return recordAttempt(db, LOGIN_THROTTLE, keys, now);
}

/** A correct password clears the account's failures. */
export function clearAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  return clearAccountAttempts(db, keys);
}

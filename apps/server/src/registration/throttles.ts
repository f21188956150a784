import type { ThrottleRule } from '../shared/throttle.ts';

/** Every registration attempt counts, per address asked for and per client address (decision D26). */
export const REGISTRATION_THROTTLE = {
  name: 'register',
  perAccount: 5,
  perClient: 20,
  windowMs: 60 * 60_000,
} as const satisfies ThrottleRule;

/**
 * checkEmailIdAlreadyExist: 30 questions per client address an hour, so the check cannot be used to sweep a list
 * of addresses. The same cap applies per address asked about, which no honest form reaches.
 */
export const EMAIL_CHECK_THROTTLE = {
  name: 'email-check',
  perAccount: 30,
  perClient: 30,
  windowMs: 60 * 60_000,
} as const satisfies ThrottleRule;

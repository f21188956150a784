import type { ThrottleRule } from '../shared/throttle.ts';

/** Every forgot-password request counts, per address asked for and per client address. */
export const FORGOT_PASSWORD_THROTTLE = {
  name: 'forgot',
  perAccount: 5,
  perClient: 20,
  windowMs: 60 * 60_000,
} as const satisfies ThrottleRule;

/** Wrong one-time codes per account (across its links) and per client address; each link also dies after 5. */
export const OTP_THROTTLE = {
  name: 'otp',
  perAccount: 10,
  perClient: 20,
  windowMs: 60 * 60_000,
} as const satisfies ThrottleRule;

import type { ThrottleRule } from '../shared/throttle.ts';

/**
 * Newsletter sign-ups: per address asked for and per client address, every attempt counting. A person signs up
 * once or twice; more is a script (the mail itself is limited further, NEWSLETTER_MAIL_INTERVAL_MINUTES).
 */
export const NEWSLETTER_THROTTLE = {
  name: 'newsletter',
  perAccount: 5,
  perClient: 10,
  windowMs: 60 * 60_000,
} as const satisfies ThrottleRule;

/** Contact messages: per sender address and per client address, so the form cannot flood the staff's inbox. */
export const CONTACT_THROTTLE = {
  name: 'contact',
  perAccount: 5,
  perClient: 10,
  windowMs: 60 * 60_000,
} as const satisfies ThrottleRule;

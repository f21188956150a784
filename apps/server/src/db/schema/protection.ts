import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Attempt counters per rule and key (an account or a client address), shared by every API process. */
export const throttle = pgTable('throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Values made once and shared by every process, such as the secret the captcha key is derived from. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Captcha solutions already accepted, kept until their challenge expires, so each works once in every process. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    /** The challenge's HMAC signature. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_at_idx').on(t.expiresAt)],
);

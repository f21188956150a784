import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPk, sqlList, createdAt } from './columns.ts';
import { users } from './users-labs.ts';

/** reset: forgot password; verify: e-mail verification; login: the token a provider's sign-in hands to ValidateUser. */
export const ONE_TIME_CODE_PURPOSES = ['reset', 'verify', 'login'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * E-mailed links (/confirm-password/:token, /home/:token) and, for a reset, the code that goes with the link.
 * Only SHA-256 hashes are stored; a row is dead once used, expired or after 5 codes tried.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    /** SHA-256 (hex) of the link token. */
    linkTokenHash: text('link_token_hash').notNull().unique(),
    /** SHA-256 (hex) of the row id and the code; null for a link without a code (e-mail verification). */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Codes tried with this link; at 5 the link is dead. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_id_idx').on(t.userId),
    check('one_time_codes_purpose_check', sql`${t.purpose} in (${sqlList(ONE_TIME_CODE_PURPOSES)})`),
  ],
);

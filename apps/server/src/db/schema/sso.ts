import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SIGN_IN_PROVIDERS } from '@labbench/contract';
import type { SignInProvider } from '@labbench/contract';
import { sqlList, createdAt } from './columns.ts';
import { users } from './users-labs.ts';

/** An account's identity at a sign-in provider (OpenID Connect `iss` + `sub`). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<SignInProvider>().notNull(),
    /** The provider's `sub` claim. */
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('user_identities_user_id_idx').on(t.userId),
    check('user_identities_provider_check', sql`${t.provider} in (${sqlList(SIGN_IN_PROVIDERS)})`),
  ],
);

/**
 * A sign-in sent to a provider and not yet back: the PKCE verifier and nonce live here, not in a process, so
 * the callback may reach any API process. Keyed by the SHA-256 of the `state` parameter.
 */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').$type<SignInProvider>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** `samewindow=1`: finish in this window instead of a pop-up. */
    sameWindow: boolean('same_window').notNull().default(false),
    /** SHA-256 of the browser binding cookie set at the start: the callback must come back to that browser. */
    browserHash: text('browser_hash').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_requests_expires_at_idx').on(t.expiresAt)],
);

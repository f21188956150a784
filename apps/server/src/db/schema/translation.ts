import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LanguageId } from '@labbench/contract';
import { languages } from './reference.ts';
import { users } from './users-labs.ts';

export const translations = pgTable(
  'translations',
  {
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    /** Dotted path of the key in the nested translation file, e.g. `login.title`. */
    translateKey: text('translate_key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.langId, t.translateKey] })],
);

/** History of the translation tool: every change, written by the server in the transaction of the change. */
export const translationLog = pgTable(
  'translation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    translateKey: text('translate_key').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** I insert, U update, D delete. */
    action: text('action').$type<'I' | 'U' | 'D'>().notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('translation_log_action_check', sql`${t.action} in ('I', 'U', 'D')`),
    index('translation_log_key_idx').on(t.translateKey, t.langId, t.changedAt),
  ],
);

/**
 * The texts version (D67): one row, bumped in the transaction of every change to a text, so each process sees that
 * its cached translation files and index.html are stale without being told.
 */
export const textsVersion = pgTable(
  'texts_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('texts_version_single_row', sql`${t.id} = 1`)],
);

/** Keys marked for a native reader's review, per language (issue 15 item 6), until a translator marks them reviewed. */
export const translationReviews = pgTable(
  'translation_reviews',
  {
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    translateKey: text('translate_key').notNull(),
    note: text('note').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.langId, t.translateKey] })],
);

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/** History of the translation tool (written by a later issue). */
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
  (t) => [check('translation_log_action_check', sql`${t.action} in ('I', 'U', 'D')`)],
);

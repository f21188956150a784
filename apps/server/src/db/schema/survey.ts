import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SURVEY_CATEGORIES } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { createdAt, sqlList, uuidPk } from './columns.ts';
import { labs, users } from './users-labs.ts';

/** An answer as stored: a number, or a choice value or text. */
export type StoredAnswer = number | string;
/** A check that failed at submission: the question and the message key. */
export interface FailedCheck {
  code: string;
  check: string;
}

/**
 * SurveyJS definitions by category and round, seeded from `survey/definitions/<round>/<category>.json`. A category's
 * current round is its latest; earlier rounds are finished, and so is a round with `closed_at` set.
 */
export const surveyDefinitions = pgTable(
  'survey_definitions',
  {
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.round] }),
    check('survey_definitions_category_check', sql`${t.category} in (${sqlList(SURVEY_CATEGORIES)})`),
  ],
);

/** One lab's response to one category's survey of one round (§3 category survey detail). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuidPk(),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    /** P open for answers, A submitted (§3 lab_status of the category). */
    status: text('status').$type<'A' | 'P'>().notNull().default('P'),
    /** Staff validation: A accepted, R rejected, null not yet. */
    surveyStatus: text('survey_status').$type<'A' | 'R'>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** none, queued (waitForImport), done. */
    processState: text('process_state').$type<'none' | 'queued' | 'done'>().notNull().default('none'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedChecks: jsonb('failed_checks').$type<FailedCheck[]>().notNull().default([]),
    /** Where the last respondent was: page name and question code. */
    positionPage: text('position_page'),
    positionQuestion: text('position_question'),
    /** Staff's reason with the last decision: the rejection's, or what a return asks the lab to change. */
    validationComment: text('validation_comment'),
    /** The last time staff returned the response to the lab for changes (D56); kept after the lab resubmits. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: text('returned_by').references(() => users.id, { onDelete: 'set null' }),
    validatedBy: text('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_lab_category_round').on(t.labId, t.category, t.round),
    foreignKey({
      columns: [t.category, t.round],
      foreignColumns: [surveyDefinitions.category, surveyDefinitions.round],
    }),
    index('survey_responses_process_state_idx').on(t.processState),
    check('survey_responses_status_check', sql`${t.status} in ('A', 'P')`),
    check('survey_responses_survey_status_check', sql`${t.surveyStatus} in ('A', 'R')`),
    check('survey_responses_process_state_check', sql`${t.processState} in ('none', 'queued', 'done')`),
  ],
);

/** The opaque form links of a response; revoking one stops it and a new one replaces it. */
export const surveyLinks = pgTable(
  'survey_links',
  {
    id: uuidPk(),
    responseId: text('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    /** The token as is, not a hash: the lab must see its link again, and a leak of this table leaks the answers anyway. */
    token: text('token').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('survey_links_response_idx').on(t.responseId)],
);

/** One answer per question: the last write wins, and who gave it and when are kept with it. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: jsonb('value').$type<StoredAnswer>().notNull(),
    /** The signed-in user who answered; null when answered through a link without signing in. */
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The link it came through. */
    linkId: text('link_id').references(() => surveyLinks.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.code] })],
);

/** Staff changes to answers (issue 8 item 8): who, when, the old and the new value. */
export const surveyAnswerEdits = pgTable(
  'survey_answer_edits',
  {
    id: uuidPk(),
    responseId: text('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    oldValue: jsonb('old_value').$type<StoredAnswer>(),
    newValue: jsonb('new_value').$type<StoredAnswer>(),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_answer_edits_response_idx').on(t.responseId)],
);

/** The numeric input values the benchmarks read, made from a submitted response by processing. */
export const surveyInputValues = pgTable(
  'survey_input_values',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.code] })],
);

/** The two-way thread per question between staff and the lab, kept with the response. */
export const surveyComments = pgTable(
  'survey_comments',
  {
    id: uuidPk(),
    responseId: text('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').$type<'staff' | 'lab'>().notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_comments_response_idx').on(t.responseId, t.code),
    check('survey_comments_author_role_check', sql`${t.authorRole} in ('staff', 'lab')`),
  ],
);

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

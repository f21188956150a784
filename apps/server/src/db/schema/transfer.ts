import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SurveyCategory } from '@labbench/contract';
import { createdAt, uuidPk } from './columns.ts';
import type { FailedCheck, StoredAnswer } from './survey.ts';
import { surveyDefinitions } from './survey.ts';
import { users } from './users-labs.ts';

/** A problem an import found, as the contract's `importProblemSchema`. */
export interface StoredImportProblem {
  row: number;
  column: string | null;
  message: string;
  severity: 'error' | 'warning';
}

export type AnswerImportStatus = 'checking' | 'ready' | 'refused' | 'completed';

/**
 * Staff's imports of a category's answers from a file (D63): where each stands lives here, not in a server process,
 * so every chunk of rows and every look at the progress may reach any process.
 */
export const answerImports = pgTable(
  'answer_imports',
  {
    id: uuidPk(),
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<'csv' | 'xlsx'>().notNull(),
    fileSize: integer('file_size').notNull(),
    /** The header as sent: lab_code, then question codes. */
    columns: jsonb('columns').$type<string[]>().notNull(),
    status: text('status').$type<AnswerImportStatus>().notNull().default('checking'),
    totalRows: integer('total_rows').notNull(),
    receivedRows: integer('received_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    writtenRows: integer('written_rows').notNull().default(0),
    /** The first problems found, for a later look; the counts hold the rest. */
    problems: jsonb('problems').$type<StoredImportProblem[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      columns: [t.category, t.round],
      foreignColumns: [surveyDefinitions.category, surveyDefinitions.round],
    }),
    index('answer_imports_updated_at_idx').on(t.updatedAt),
    check('answer_imports_status_check', sql`${t.status} in ('checking', 'ready', 'refused', 'completed')`),
    check('answer_imports_file_type_check', sql`${t.fileType} in ('csv', 'xlsx')`),
  ],
);

/**
 * The checked rows of an import, kept until Import writes them all in one transaction (or the import is refused).
 * Every data row is here, good or bad, so a lab named twice in a file is found whichever chunk names it again.
 */
export const answerImportRows = pgTable(
  'answer_import_rows',
  {
    importId: text('import_id')
      .notNull()
      .references(() => answerImports.id, { onDelete: 'cascade' }),
    /** The spreadsheet's row number. */
    row: integer('row').notNull(),
    /** The lab the row names; null when the code names none. No foreign key: Import checks the lab again. */
    labId: text('lab_id'),
    labCode: text('lab_code'),
    /** The answers to write; null for a row that failed a check or has no answers. */
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>(),
    /** The consistency checks that failed (stored with the response for staff, as at a submission). */
    checks: jsonb('checks').$type<FailedCheck[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] }), index('answer_import_rows_lab_idx').on(t.importId, t.labId)],
);

export type AnswerImportRow = typeof answerImports.$inferSelect;

import { IMPORT_ERRORS } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answerImports } from '../db/schema/index.ts';
import type { AnswerImportRow, StoredImportProblem } from '../db/schema/index.ts';
import { transferFailure } from './survey-round.ts';

export type AnswerImportView = ResponseOf<'getAnswerImport'>;

/** The import's failures: unknown, rows out of order, not ready for Import, already written. */
export const importFailures = {
  unknown: () => transferFailure(404, 'import_unknown', IMPORT_ERRORS.importUnknown),
  outOfOrder: () => transferFailure(409, 'import_out_of_order', IMPORT_ERRORS.importOutOfOrder),
  notReady: () => transferFailure(409, 'import_not_ready', IMPORT_ERRORS.importNotReady),
  finished: () => transferFailure(409, 'import_finished', IMPORT_ERRORS.importFinished),
};

/** An import as the web sees it, with the problems given (those of a chunk, or the first ones kept). */
export function importView(
  row: AnswerImportRow,
  problems: readonly StoredImportProblem[] = row.problems,
  problemsLeftOut = Math.max(0, row.errorCount + row.warningCount - problems.length),
): AnswerImportView {
  return {
    importId: row.id,
    category: row.category,
    round: row.round,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    receivedRows: row.receivedRows,
    validRows: row.validRows,
    skippedRows: row.skippedRows,
    errorCount: row.errorCount,
    warningCount: row.warningCount,
    writtenRows: row.writtenRows,
    problems: [...problems],
    problemsLeftOut,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The import with that id (locked for the transaction when `lock`), or the failure that it is unknown. */
export async function importById(db: Database, importId: string, lock = false): Promise<AnswerImportRow> {
  const query = db.select().from(answerImports).where(eq(answerImports.id, importId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw importFailures.unknown();
  return row;
}

/** Problems in the order staff read them: by row, errors before warnings. */
export function sortedProblems(problems: StoredImportProblem[]): StoredImportProblem[] {
  return problems.sort((a, b) => a.row - b.row || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

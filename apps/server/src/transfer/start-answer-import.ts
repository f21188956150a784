import {
  IMPORT_ERRORS,
  IMPORT_LIMITS,
  fileProblem,
  formatOfFileName,
  headerProblems,
  questionsOf,
  rowCountProblem,
} from '@labbench/contract';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import type { Database } from '../db/client.ts';
import { answerImportRows, answerImports } from '../db/schema/index.ts';
import { importView } from './answer-imports.ts';
import { roundDefinition, transferFailure } from './survey-round.ts';

/** An import nobody finished within a day is refused and gives its kept rows back (its counts stay for a later look). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

async function dropAbandoned(db: Database): Promise<void> {
  const abandoned = await db
    .update(answerImports)
    .set({ status: 'refused', updatedAt: sql`now()` })
    .where(
      and(
        inArray(answerImports.status, ['checking', 'ready']),
        lt(answerImports.updatedAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: answerImports.id });
  if (abandoned.length > 0)
    await db.delete(answerImportRows).where(
      inArray(
        answerImportRows.importId,
        abandoned.map((a) => a.id),
      ),
    );
}

const FILE_FAILURES: Record<string, [number, string]> = {
  [IMPORT_ERRORS.fileType]: [415, 'file_type'],
  [IMPORT_ERRORS.fileEmpty]: [400, 'file_empty'],
  [IMPORT_ERRORS.fileTooLarge]: [413, 'file_too_large'],
  [IMPORT_ERRORS.tooManyRows]: [413, 'too_many_rows'],
};

/**
 * Starts an import of a file the browser has read (D63): the file's name, size and row count within the limits,
 * the round the current open one, the header the lab code and question codes. A header with problems refuses the
 * import at once (nothing will be written); otherwise the rows follow in chunks (stageAnswerImportRows).
 */
export const startAnswerImport: Handler<'startAnswerImport'> = async (payload, ctx) => {
  const { db } = ctx;
  const caller = signedIn(ctx);
  const refused = fileProblem(payload.fileName, payload.fileSize) ?? rowCountProblem(payload.totalRows);
  const fileType = formatOfFileName(payload.fileName);
  if (refused || !fileType) {
    const [status, code] = FILE_FAILURES[refused ?? IMPORT_ERRORS.fileType] ?? [400, 'file_refused'];
    throw transferFailure(status, code, refused ?? IMPORT_ERRORS.fileType);
  }
  const { definition, importable } = await roundDefinition(db, payload.category, payload.round);
  if (!importable) throw transferFailure(409, 'round_closed', IMPORT_ERRORS.roundClosed);
  await dropAbandoned(db);

  const problems = headerProblems(payload.columns, questionsOf(definition), payload.headerRow).map((p) => ({
    ...p,
    severity: 'error' as const,
  }));
  const [row] = await db
    .insert(answerImports)
    .values({
      category: payload.category,
      round: payload.round,
      fileName: payload.fileName,
      fileType,
      fileSize: payload.fileSize,
      columns: payload.columns,
      totalRows: payload.totalRows,
      status: problems.length > 0 ? 'refused' : 'checking',
      errorCount: problems.length,
      problems: problems.slice(0, IMPORT_LIMITS.storedProblems),
      createdBy: caller.user.id,
    })
    .returning();
  if (!row) throw new Error('import not created');
  return { data: importView(row, problems) };
};

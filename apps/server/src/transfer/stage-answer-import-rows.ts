import { IMPORT_LIMITS, IMPORT_PROBLEMS } from '@labbench/contract';
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { answerImportRows, answerImports } from '../db/schema/index.ts';
import type { AnswerImportRow, StoredImportProblem } from '../db/schema/index.ts';
import { importById, importFailures, importView, sortedProblems } from './answer-imports.ts';
import { checkChunk } from './row-checks.ts';
import { roundDefinition } from './survey-round.ts';

/** A chunk may follow only the rows received so far, of an import still receiving rows. */
function assertNext(job: AnswerImportRow, offset: number, count: number): void {
  if (job.status === 'completed') throw importFailures.finished();
  if (job.status !== 'checking' || offset !== job.receivedRows || offset + count > job.totalRows)
    throw importFailures.outOfOrder();
}

/**
 * The next chunk of an import's rows (D63): checked outside any transaction (the survey's checks take a while), then
 * kept and counted under the import's lock, so the counts the web polls always match the rows kept. The last chunk
 * decides: every row good and one at least with answers → ready for Import; else refused and the kept rows dropped.
 */
export const stageAnswerImportRows: Handler<'stageAnswerImportRows'> = async (payload, { db }) => {
  const before = await importById(db, payload.importId);
  assertNext(before, payload.offset, payload.rows.length);
  const { definition } = await roundDefinition(db, before.category, before.round);
  const checked = await checkChunk(db, before, definition, payload.rows);
  const problems = sortedProblems(checked.problems);
  const errors = problems.filter((p) => p.severity === 'error').length;

  const { row, chunkProblems } = await db.transaction(async (tx) => {
    const job = await importById(tx, payload.importId, true);
    assertNext(job, payload.offset, payload.rows.length);
    if (checked.staged.length > 0)
      await tx.insert(answerImportRows).values(checked.staged.map((staged) => ({ importId: job.id, ...staged })));
    const receivedRows = job.receivedRows + payload.rows.length;
    const validRows = job.validRows + checked.validRows;
    const last = receivedRows === job.totalRows;
    // A file whose rows all lack answers has nothing to import: refused like an empty file.
    const noAnswers = last && validRows === 0 && job.errorCount + errors === 0;
    const found: StoredImportProblem[] = noAnswers
      ? [...problems, { row: 0, column: null, message: IMPORT_PROBLEMS.noAnswers, severity: 'error' }]
      : problems;
    const errorCount = job.errorCount + errors + (noAnswers ? 1 : 0);
    const refused = last && errorCount > 0;
    if (refused) await tx.delete(answerImportRows).where(eq(answerImportRows.importId, job.id));
    const [saved] = await tx
      .update(answerImports)
      .set({
        receivedRows,
        validRows,
        skippedRows: job.skippedRows + checked.skippedRows,
        errorCount,
        warningCount: job.warningCount + (problems.length - errors),
        problems: [...job.problems, ...found].slice(0, IMPORT_LIMITS.storedProblems),
        status: refused ? 'refused' : last ? 'ready' : 'checking',
        updatedAt: sql`now()`,
      })
      .where(eq(answerImports.id, job.id))
      .returning();
    return { row: saved ?? job, chunkProblems: found };
  });
  const listed = chunkProblems.slice(0, IMPORT_LIMITS.problemsPerChunk);
  return { data: importView(row, listed, chunkProblems.length - listed.length) };
};

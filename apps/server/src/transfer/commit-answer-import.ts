import { IMPORT_ERRORS, IMPORT_LIMITS } from '@labbench/contract';
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { answerImportRows, answerImports } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { importById, importFailures, importView } from './answer-imports.ts';
import { ImportRefused, writeImport } from './import-writer.ts';
import { roundDefinition, transferFailure } from './survey-round.ts';

/**
 * Import: every row of a ready import written in one transaction under the import's lock (D63), so a second Import
 * of the same file waits and then finds it completed, and a failure anywhere writes nothing. A row that can no
 * longer be written refuses the whole import, and only that refusal is kept.
 */
export const commitAnswerImport: Handler<'commitAnswerImport'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  const { db } = ctx;
  try {
    const row = await db.transaction(async (tx) => {
      const job = await importById(tx, payload.importId, true);
      if (job.status === 'completed') throw importFailures.finished();
      if (job.status !== 'ready') throw importFailures.notReady();
      const { importable } = await roundDefinition(tx, job.category, job.round);
      if (!importable) throw transferFailure(409, 'round_closed', IMPORT_ERRORS.roundClosed);
      const written = await writeImport(tx, job, caller);
      await recordAudit(tx, caller, {
        action: 'import.completed',
        target: { type: 'import', id: job.id, label: job.fileName },
        after: {
          category: job.category,
          round: job.round,
          fileName: job.fileName,
          fileType: job.fileType,
          responses: written,
          skippedRows: job.skippedRows,
        },
      });
      await tx.delete(answerImportRows).where(eq(answerImportRows.importId, job.id));
      const [saved] = await tx
        .update(answerImports)
        .set({ status: 'completed', writtenRows: written, completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(answerImports.id, job.id))
        .returning();
      return saved ?? job;
    });
    return { data: importView(row, []) };
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    const row = await db.transaction(async (tx) => {
      const job = await importById(tx, payload.importId, true);
      await tx.delete(answerImportRows).where(eq(answerImportRows.importId, job.id));
      const [saved] = await tx
        .update(answerImports)
        .set({
          status: 'refused',
          errorCount: error.problems.length,
          problems: error.problems.slice(0, IMPORT_LIMITS.storedProblems),
          updatedAt: sql`now()`,
        })
        .where(eq(answerImports.id, job.id))
        .returning();
      return saved ?? job;
    });
    return { data: importView(row, error.problems.slice(0, IMPORT_LIMITS.problemsPerChunk)) };
  }
};

import { inputValuesOf } from '@labbench/contract';
import type { InputValue, ResponseCheck } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { surveyDefinitions, surveyInputValues, surveyResponses } from '../db/schema/index.ts';
import { refreshStatsOf, writeBenchmarkEntries } from '../commands/benchmark-entries.ts';
import { checkResponse } from '../commands/survey-checks.ts';
import { answersByCode } from '../commands/survey-review-processing.ts';
import { startPeriodicPass } from '../shared/periodic-pass.ts';
import type { PeriodicPass } from '../shared/periodic-pass.ts';

/** Responses processed per pass at most, so one pass never holds a process for long. */
export const PROCESSING_BATCH = 20;

/**
 * Claims one queued response and processes it in one transaction (D38): `FOR UPDATE SKIP LOCKED` keeps two processes
 * off the same response, and the row lock holds a re-queue by staff until this run has committed, so that run
 * queues it again rather than being lost. An accepted response's benchmark entry is rewritten in the same transaction
 * and its statistics refreshed after it. Answers the response id (processed, or put back when it cannot be), or null
 * when none is queued.
 */
export async function processNextResponse(db: Database, log?: FastifyBaseLogger): Promise<string | null> {
  const processed = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({
        id: surveyResponses.id,
        category: surveyResponses.category,
        surveyStatus: surveyResponses.surveyStatus,
        definition: surveyDefinitions.definition,
      })
      .from(surveyResponses)
      .innerJoin(
        surveyDefinitions,
        and(
          eq(surveyDefinitions.category, surveyResponses.category),
          eq(surveyDefinitions.round, surveyResponses.round),
        ),
      )
      .where(eq(surveyResponses.processState, 'queued'))
      .orderBy(surveyResponses.updatedAt)
      .limit(1)
      .for('update', { of: surveyResponses, skipLocked: true });
    if (!claimed) return null;

    const answers = await answersByCode(tx, claimed.id);
    let failedChecks: ResponseCheck[];
    let values: InputValue[];
    try {
      failedChecks = checkResponse(claimed.definition, claimed.category, answers);
      values = inputValuesOf(claimed.definition, answers);
    } catch (err) {
      // A response the checks cannot read goes to the back of the queue rather than blocking the ones behind it.
      log?.error({ err, responseId: claimed.id }, 'survey response could not be processed');
      await tx.update(surveyResponses).set({ updatedAt: new Date() }).where(eq(surveyResponses.id, claimed.id));
      return { id: claimed.id, rebenchmarked: false };
    }

    await tx.delete(surveyInputValues).where(eq(surveyInputValues.responseId, claimed.id));
    if (values.length > 0)
      await tx.insert(surveyInputValues).values(values.map((v) => ({ responseId: claimed.id, ...v })));
    await tx
      .update(surveyResponses)
      .set({ processState: 'done', processedAt: new Date(), failedChecks })
      .where(eq(surveyResponses.id, claimed.id));
    // An accepted response processed again (staff changed an answer) enters the benchmark with its new values.
    if (claimed.surveyStatus === 'A') await writeBenchmarkEntries(tx, [claimed.id]);
    return { id: claimed.id, rebenchmarked: claimed.surveyStatus === 'A' };
  });
  if (processed?.rebenchmarked) await refreshStatsOf(db, [processed.id]);
  return processed?.id ?? null;
}

/** `runOnce()`: processes queued responses one by one (at most PROCESSING_BATCH) and resolves to how many. */
export type ProcessingWorker = PeriodicPass<[]>;

/** Runs in every server process: every `intervalMs` one pass over the queued responses. */
export function startProcessingWorker(db: Database, log: FastifyBaseLogger, intervalMs: number): ProcessingWorker {
  return startPeriodicPass(
    async (isStopped) => {
      // A response seen twice in one pass is one that was put back: the queue holds nothing else for now.
      const seen = new Set<string>();
      while (!isStopped() && seen.size < PROCESSING_BATCH) {
        const id = await processNextResponse(db, log);
        if (id === null || seen.has(id)) break;
        seen.add(id);
      }
      return seen.size;
    },
    { intervalMs, log, label: 'survey processing' },
  );
}

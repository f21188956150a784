import type { z } from 'zod';
import { reviewStateOf } from '@labbench/contract';
import type { surveyListItemSchema } from '@labbench/contract';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { labs, surveyResponses } from '../db/schema/index.ts';
import type { Queryable } from './survey-review-processing.ts';
import { openCount, threadsOf } from './survey-review-threads.ts';
import type { QuestionThread } from './survey-review-threads.ts';

export type SurveyListItem = z.infer<typeof surveyListItemSchema>;

/** The columns of a staff list row, the response joined with its lab. */
const summaryColumns = {
  responseId: surveyResponses.id,
  labCode: labs.labCode,
  labName: labs.name,
  countryCode: labs.countryCode,
  category: surveyResponses.category,
  round: surveyResponses.round,
  submittedAt: surveyResponses.submittedAt,
  status: surveyResponses.status,
  surveyStatus: surveyResponses.surveyStatus,
  returnedAt: surveyResponses.returnedAt,
  failedChecks: sql<number>`jsonb_array_length(${surveyResponses.failedChecks})`.mapWith(Number),
  processState: surveyResponses.processState,
};

/** Responses joined with their labs, as list rows with their threads, the latest submitted first. */
export async function summariesWhere(
  db: Queryable,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<{ item: SurveyListItem; threads: QuestionThread[] }[]> {
  const query = db
    .select(summaryColumns)
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(where)
    .orderBy(sql`${surveyResponses.submittedAt} desc nulls last`, surveyResponses.id);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const threads = await threadsOf(
    db,
    rows.map((r) => ({ id: r.responseId, surveyStatus: r.surveyStatus })),
  );
  return rows.map((r) => {
    const own = threads.get(r.responseId) ?? [];
    return {
      threads: own,
      item: {
        responseId: r.responseId,
        labCode: r.labCode ?? '',
        labName: r.labName,
        countryCode: r.countryCode,
        category: r.category,
        round: r.round,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        survey_status: r.surveyStatus,
        state: reviewStateOf(r),
        returnedAt: r.returnedAt?.toISOString() ?? null,
        failedChecks: r.failedChecks,
        openQuestions: openCount(own),
        waitForImport: r.processState === 'queued',
      },
    };
  });
}

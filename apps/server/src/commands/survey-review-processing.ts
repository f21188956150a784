import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { surveyAnswers, surveyResponses } from '../db/schema/index.ts';
import type { StoredAnswer } from '../db/schema/index.ts';

/** A database or a transaction of one: both run the same queries. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Queues processing again (D38) for the given responses that are submitted; the worker of some process picks them
 * up. Answers the ids it queued.
 */
export async function requeueProcessing(db: Queryable, responseIds: string[]): Promise<string[]> {
  if (responseIds.length === 0) return [];
  const rows = await db
    .update(surveyResponses)
    .set({ processState: 'queued', updatedAt: new Date() })
    .where(and(inArray(surveyResponses.id, responseIds), eq(surveyResponses.status, 'A')))
    .returning({ id: surveyResponses.id });
  return rows.map((r) => r.id);
}

/** Every answer of a response by question code. */
export async function answersByCode(db: Queryable, responseId: string): Promise<Record<string, StoredAnswer>> {
  const rows = await db
    .select({ code: surveyAnswers.code, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.responseId, responseId));
  return Object.fromEntries(rows.map((r) => [r.code, r.value]));
}

import type { z } from 'zod';
import type { questionThreadSchema } from '@labbench/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { surveyComments, users } from '../db/schema/index.ts';
import type { Queryable } from './survey-review-processing.ts';

export type QuestionThread = z.infer<typeof questionThreadSchema>;

/** A user's full name; empty when the account is gone. */
export function fullName(given: string | null, family: string | null): string {
  return `${given ?? ''} ${family ?? ''}`.trim();
}

/**
 * The threads of each response by question (D39), messages oldest first. A question is open while its thread's last
 * message is from staff and the response is not validated.
 */
export async function threadsOf(
  db: Queryable,
  responses: { id: string; surveyStatus: 'A' | 'R' | null }[],
): Promise<Map<string, QuestionThread[]>> {
  const byResponse = new Map<string, QuestionThread[]>(responses.map((r) => [r.id, []]));
  if (responses.length === 0) return byResponse;
  const rows = await db
    .select({
      id: surveyComments.id,
      responseId: surveyComments.responseId,
      code: surveyComments.code,
      author: surveyComments.authorRole,
      text: surveyComments.text,
      at: surveyComments.createdAt,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(surveyComments)
    .leftJoin(users, eq(users.id, surveyComments.authorId))
    .where(
      inArray(
        surveyComments.responseId,
        responses.map((r) => r.id),
      ),
    )
    .orderBy(asc(surveyComments.createdAt));
  const validated = new Map(responses.map((r) => [r.id, r.surveyStatus !== null]));
  for (const row of rows) {
    const threads = byResponse.get(row.responseId) ?? [];
    let thread = threads.find((th) => th.code === row.code);
    if (!thread) {
      thread = { code: row.code, open: false, messages: [] };
      threads.push(thread);
    }
    thread.messages.push({
      id: row.id,
      author: row.author,
      authorName: fullName(row.givenName, row.familyName),
      text: row.text,
      at: row.at.toISOString(),
    });
    thread.open = row.author === 'staff' && validated.get(row.responseId) !== true;
  }
  return byResponse;
}

/** How many questions of a response wait for the lab. */
export const openCount = (threads: QuestionThread[] | undefined): number =>
  (threads ?? []).filter((th) => th.open).length;

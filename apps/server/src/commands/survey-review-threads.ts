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

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The titles of some questions of a definition by SurveyJS locale (`default` is English; a plain string title is
 * English only; a question without a title is known by its code), so a thread reads by its question's text.
 */
export function questionTitlesOf(definition: Json, codes: readonly string[]): Record<string, Record<string, string>> {
  const wanted = new Set(codes);
  const titles: Record<string, Record<string, string>> = {};
  const walk = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const element of elements) {
      if (!isObject(element)) continue;
      if (typeof element.name === 'string' && wanted.has(element.name) && element.type !== 'panel') {
        const { title } = element;
        titles[element.name] =
          typeof title === 'string'
            ? { default: title }
            : isObject(title)
              ? Object.fromEntries(Object.entries(title).filter((e): e is [string, string] => typeof e[1] === 'string'))
              : { default: element.name };
      }
      walk(element.elements);
    }
  };
  if (Array.isArray(definition.pages)) for (const page of definition.pages) if (isObject(page)) walk(page.elements);
  return titles;
}

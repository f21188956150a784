import { ANSWERED_THROUGH_LINK, answerError, questionsOf } from '@labbench/contract';
import type { FieldError, ResponseCheck, ResponseOf } from '@labbench/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { failures } from '../api/errors.ts';
import type { Database } from '../db/client.ts';
import { surveyAnswers, surveyResponses, users } from '../db/schema/index.ts';
import type { SurveyResponseRow } from '../db/schema/index.ts';
import { checkResponse, missingAnswers } from './survey-checks.ts';
import { answersOf, surveyFailures } from './survey-responses.ts';

export interface AnswerInput {
  code: string;
  value: number | string | null;
}

export interface AnswerWrite {
  responseId: string;
  definition: Record<string, unknown>;
  answers: readonly AnswerInput[];
  /** The signed-in user who answered, null through a link alone. */
  userId: string | null;
  /** The link it came through; null for a staff edit. */
  linkId: string | null;
  position?: { page: string; question: string | null };
}

/** The questions of a definition by name, once per definition object (a kept definition is one object, D78). */
const questionMaps = new WeakMap<Record<string, unknown>, Map<string, ReturnType<typeof questionsOf>[number]>>();

function questionsByName(definition: Record<string, unknown>) {
  let questions = questionMaps.get(definition);
  if (!questions) questionMaps.set(definition, (questions = new Map(questionsOf(definition).map((q) => [q.name, q]))));
  return questions;
}

/** Field errors (`answers.<i>.value`) of answers the definition does not take; empty when all can be stored. */
export function answerFieldErrors(definition: Record<string, unknown>, answers: readonly AnswerInput[]): FieldError[] {
  const questions = questionsByName(definition);
  return answers.flatMap((answer, i) => {
    const message = answerError(questions.get(answer.code), answer.value);
    return message ? [{ field: `answers.${i}.value`, message }] : [];
  });
}

/** What the save statement answers, on either driver: the save's time, or no row when nothing was saved. */
const savedRows = z.object({ rows: z.array(z.object({ saved_at: z.coerce.date() })) });

/**
 * Stores answers, all or none, in one statement (one round trip on the hottest write, issue 16): every answer is
 * checked first; then the response row is updated first (its row lock makes saves of one response take turns, so
 * two upserts of the same rows cannot deadlock and no submission slips in between), its new `updated_at` read from
 * the clock after that lock is every answer's time (in milliseconds, as the `since` the form sends back), the answers are upserted per question (the later write wins,
 * with who and link) and the cleared ones deleted. A submitted or missing response changes nothing. Returns the
 * database time of the save.
 */
export async function writeAnswers(db: Database, write: AnswerWrite): Promise<Date> {
  const errors = answerFieldErrors(write.definition, write.answers);
  if (errors.length > 0) throw failures.invalidPayload(errors);
  // The last answer of a code in one save is the one meant; an upsert may touch a row only once.
  const latest = new Map(write.answers.map((a) => [a.code, a.value]));
  const given = [...latest].flatMap(([code, value]) => (value === null ? [] : [{ code, value }]));
  const cleared = [...latest].flatMap(([code, value]) => (value === null ? [code] : []));
  const position = write.position
    ? sql`, position_page = ${write.position.page}, position_question = ${write.position.question}`
    : sql``;
  const result = await db.execute(sql`
    with saved as (
      update survey_responses set updated_at = date_trunc('milliseconds', clock_timestamp())${position}
      where id = ${write.responseId} and status is distinct from 'A'
      returning updated_at
    ), given as (
      insert into survey_answers (response_id, code, value, answered_by, link_id, answered_at)
      select ${write.responseId}, g.code, g.value, ${write.userId}, ${write.linkId}, saved.updated_at
      from saved, jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as g(code text, value jsonb)
      on conflict (response_id, code) do update set value = excluded.value, answered_by = excluded.answered_by,
        link_id = excluded.link_id, answered_at = excluded.answered_at
    ), cleared as (
      delete from survey_answers
      where response_id = ${write.responseId} and exists (select 1 from saved)
        and code in (select jsonb_array_elements_text(${JSON.stringify(cleared)}::jsonb))
    )
    select updated_at as saved_at from saved`);
  const [row] = savedRows.parse(result).rows;
  if (row) return row.saved_at;
  const [response] = await db
    .select({ status: surveyResponses.status })
    .from(surveyResponses)
    .where(eq(surveyResponses.id, write.responseId));
  throw response ? surveyFailures.submitted() : surveyFailures.notFound();
}

/**
 * Submits an open response (the form's Complete, or setSurveyStatus A): status A, the time and who, processing
 * queued (D38) and the warnings stored for staff. A required answer missing refuses it whole (`survey_incomplete`
 * naming each, D60): the answers are read under the response's lock, so no save slips in between. Returns the
 * warnings (the consistency and validator checks the lab confirmed), or null when the response was not open.
 */
export async function submitResponse(
  db: Database,
  response: Pick<SurveyResponseRow, 'id' | 'category'>,
  definition: Record<string, unknown>,
  userId: string | null,
): Promise<ResponseCheck[] | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: surveyResponses.status })
      .from(surveyResponses)
      .where(eq(surveyResponses.id, response.id))
      .for('update');
    if (locked?.status !== 'P') return null;
    const failed = checkResponse(definition, response.category, await answersOf(tx, response.id));
    const missing = missingAnswers(failed);
    if (missing.length > 0) throw surveyFailures.incomplete(missing);
    await tx
      .update(surveyResponses)
      .set({
        status: 'A',
        submittedAt: sql`now()`,
        submittedBy: userId,
        processState: 'queued',
        failedChecks: failed,
        updatedAt: sql`now()`,
      })
      .where(eq(surveyResponses.id, response.id));
    return failed;
  });
}

/** An answer as the form shows it. */
export type AnswerView = ResponseOf<'loadSurveyResponse'>['answers'][number];

/** A response's answers as the form shows them (those given after `since` only, when given). */
export async function answerViews(db: Database, responseId: string, since?: Date): Promise<AnswerView[]> {
  const rows = await db
    .select({
      code: surveyAnswers.code,
      value: surveyAnswers.value,
      answeredAt: surveyAnswers.answeredAt,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(surveyAnswers)
    .leftJoin(users, eq(users.id, surveyAnswers.answeredBy))
    .where(and(eq(surveyAnswers.responseId, responseId), since ? gt(surveyAnswers.answeredAt, since) : undefined))
    .orderBy(asc(surveyAnswers.code));
  return rows.map((r) => ({
    code: r.code,
    value: r.value,
    answeredBy: r.givenName === null ? ANSWERED_THROUGH_LINK : `${r.givenName} ${r.familyName ?? ''}`.trim(),
    answeredAt: r.answeredAt.toISOString(),
  }));
}

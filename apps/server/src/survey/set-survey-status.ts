import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { surveyResponses } from '../db/schema/index.ts';
import { submitResponse } from '../commands/survey-answers.ts';
import { currentRound, namedLab, responseOf, surveyFailures } from '../commands/survey-responses.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';

/**
 * setSurveyStatus (D37): A submits the current round's response as the form's Complete does, refused alike while
 * required answers are missing (D60; submitting one already submitted changes nothing); P reopens a submitted response staff have not validated, and takes it out of the
 * processing queue until it is submitted again. Anything else is `invalid_state`.
 */
export const setSurveyStatus: Handler<'setSurveyStatus'> = async (payload, ctx) => {
  const { db } = ctx;
  const lab = await namedLab(db, payload.lab_code);
  const round = await currentRound(db, payload.s_category);
  const response = round && (await responseOf(db, lab.id, payload.s_category, round.round));
  if (!round || !response) throw surveyFailures.invalidState();

  if (payload.status === 'A') {
    if (response.status === 'A') return { data: { lab_status: 'A' } };
    // null: another submission came first, which is the same outcome.
    await submitResponse(db, response, round.definition, signedIn(ctx).user.id);
    return { data: { lab_status: 'A' } };
  }

  const reopened = await db
    .update(surveyResponses)
    .set({ status: 'P', processState: 'none', updatedAt: sql`now()` })
    .where(
      and(eq(surveyResponses.id, response.id), eq(surveyResponses.status, 'A'), isNull(surveyResponses.surveyStatus)),
    )
    .returning({ id: surveyResponses.id });
  if (reopened.length === 0) throw surveyFailures.invalidState();
  return { data: { lab_status: 'P' } };
};

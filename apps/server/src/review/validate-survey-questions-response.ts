import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Handler } from '../api/handler.ts';
import { surveyAnswerEdits, surveyDefinitions, surveyResponses, users } from '../db/schema/index.ts';
import { answerViews } from '../commands/survey-answers.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { summariesWhere } from '../commands/survey-review-summary.ts';
import { fullName } from '../commands/survey-review-threads.ts';
import { reviewRoundOf } from '../commands/survey-review-decisions.ts';

const validator = alias(users, 'validator');
const returner = alias(users, 'returner');
const nameOf = (user: { givenName: string | null; familyName: string | null } | null) =>
  user ? fullName(user.givenName, user.familyName) : null;

/**
 * One response in full for staff: its definition, every answer with who gave it (`link` when answered through the
 * link without signing in) and when, the failed checks, staff edits, the threads, and who decided what when with the
 * round's state the decisions need (D56).
 */
export const validateSurveyQuestionsResponse: Handler<'validateSurveyQuestionsResponse'> = async (
  { responseId },
  { db },
) => {
  const [summary] = await summariesWhere(db, eq(surveyResponses.id, responseId));
  const [response] = await db
    .select({
      definition: surveyDefinitions.definition,
      failedChecks: surveyResponses.failedChecks,
      validationComment: surveyResponses.validationComment,
      validatedAt: surveyResponses.validatedAt,
      returnedAt: surveyResponses.returnedAt,
      validatedBy: { givenName: validator.givenName, familyName: validator.familyName },
      returnedBy: { givenName: returner.givenName, familyName: returner.familyName },
    })
    .from(surveyResponses)
    .innerJoin(
      surveyDefinitions,
      and(eq(surveyDefinitions.category, surveyResponses.category), eq(surveyDefinitions.round, surveyResponses.round)),
    )
    .leftJoin(validator, eq(validator.id, surveyResponses.validatedBy))
    .leftJoin(returner, eq(returner.id, surveyResponses.returnedBy))
    .where(eq(surveyResponses.id, responseId));
  if (!summary || !response) throw surveyFailures.notFound();
  const round = await reviewRoundOf(db, summary.item.category, summary.item.round);

  const answers = await answerViews(db, responseId);
  const edits = await db
    .select({
      code: surveyAnswerEdits.code,
      oldValue: surveyAnswerEdits.oldValue,
      newValue: surveyAnswerEdits.newValue,
      at: surveyAnswerEdits.editedAt,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(surveyAnswerEdits)
    .leftJoin(users, eq(users.id, surveyAnswerEdits.editedBy))
    .where(eq(surveyAnswerEdits.responseId, responseId))
    .orderBy(asc(surveyAnswerEdits.editedAt));

  return {
    data: {
      summary: summary.item,
      definition: response.definition,
      answers,
      failedChecks: response.failedChecks,
      edits: edits.map((e) => ({
        code: e.code,
        oldValue: e.oldValue,
        newValue: e.newValue,
        editedBy: fullName(e.givenName, e.familyName),
        at: e.at.toISOString(),
      })),
      threads: summary.threads,
      validationComment: response.validationComment,
      decision: {
        validatedAt: response.validatedAt?.toISOString() ?? null,
        validatedBy: nameOf(response.validatedBy),
        returnedAt: response.returnedAt?.toISOString() ?? null,
        returnedBy: nameOf(response.returnedBy),
        roundClosed: round.closed,
        roundOpenForAnswers: round.openForAnswers,
      },
    },
  };
};

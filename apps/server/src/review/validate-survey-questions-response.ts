import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { surveyAnswerEdits, surveyAnswers, surveyDefinitions, surveyResponses, users } from '../db/schema/index.ts';
import { surveyReviewFailures } from '../shared/survey-review-failures.ts';
import { summariesWhere } from '../shared/survey-review-summary.ts';
import { fullName } from '../shared/survey-review-threads.ts';

/**
 * One response in full for staff: its definition, every answer with who gave it (empty when answered through the
 * link without signing in) and when, the failed checks, staff edits and the threads.
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
    })
    .from(surveyResponses)
    .innerJoin(
      surveyDefinitions,
      and(eq(surveyDefinitions.category, surveyResponses.category), eq(surveyDefinitions.round, surveyResponses.round)),
    )
    .where(eq(surveyResponses.id, responseId));
  if (!summary || !response) throw surveyReviewFailures.notFound();

  const answers = await db
    .select({
      code: surveyAnswers.code,
      value: surveyAnswers.value,
      answeredAt: surveyAnswers.answeredAt,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(surveyAnswers)
    .leftJoin(users, eq(users.id, surveyAnswers.answeredBy))
    .where(eq(surveyAnswers.responseId, responseId))
    .orderBy(asc(surveyAnswers.code));
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
      answers: answers.map((a) => ({
        code: a.code,
        value: a.value,
        answeredBy: fullName(a.givenName, a.familyName),
        answeredAt: a.answeredAt.toISOString(),
      })),
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
    },
  };
};

import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { surveyAnswerEdits, surveyDefinitions, surveyResponses, users } from '../db/schema/index.ts';
import { answerViews } from '../commands/survey-answers.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { summariesWhere } from '../commands/survey-review-summary.ts';
import { fullName } from '../commands/survey-review-threads.ts';

/**
 * One response in full for staff: its definition, every answer with who gave it (`link` when answered through the
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
  if (!summary || !response) throw surveyFailures.notFound();

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
    },
  };
};

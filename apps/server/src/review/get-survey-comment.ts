import { reviewStateOf } from '@labbench/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { questionTitlesOf, threadsOf } from '../commands/survey-review-threads.ts';

/**
 * The threads of the lab's response of the category's current round (its latest, D36), with where the response
 * stands (returned for changes, decided) and the asked questions' titles; empty when it has none.
 */
export const getSurveyComment: Handler<'getSurveyComment'> = async ({ labCode, category }, { db }) => {
  const [lab] = await db.select({ id: labs.id }).from(labs).where(eq(labs.labCode, labCode));
  if (!lab) throw surveyFailures.notFound();
  const [current] = await db
    .select({ round: max(surveyDefinitions.round) })
    .from(surveyDefinitions)
    .where(eq(surveyDefinitions.category, category));
  const [response] = current?.round
    ? await db
        .select({
          id: surveyResponses.id,
          status: surveyResponses.status,
          surveyStatus: surveyResponses.surveyStatus,
          returnedAt: surveyResponses.returnedAt,
          validationComment: surveyResponses.validationComment,
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
        .where(
          and(
            eq(surveyResponses.labId, lab.id),
            eq(surveyResponses.category, category),
            eq(surveyResponses.round, current.round),
          ),
        )
    : [];
  if (!response) {
    const none = { responseId: null, survey_status: null, state: null, returnedAt: null, validationComment: null };
    return { data: { ...none, threads: [], questionTitles: {} } };
  }
  const threads = (await threadsOf(db, [response])).get(response.id) ?? [];
  return {
    data: {
      responseId: response.id,
      survey_status: response.surveyStatus,
      state: reviewStateOf(response),
      returnedAt: response.returnedAt?.toISOString() ?? null,
      validationComment: response.validationComment,
      threads,
      questionTitles: questionTitlesOf(
        response.definition,
        threads.map((th) => th.code),
      ),
    },
  };
};

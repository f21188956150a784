import { and, eq, max } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { threadsOf } from '../commands/survey-review-threads.ts';

/** The threads of the lab's response of the category's current round (its latest, D36); empty when it has none. */
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
          surveyStatus: surveyResponses.surveyStatus,
          validationComment: surveyResponses.validationComment,
        })
        .from(surveyResponses)
        .where(
          and(
            eq(surveyResponses.labId, lab.id),
            eq(surveyResponses.category, category),
            eq(surveyResponses.round, current.round),
          ),
        )
    : [];
  if (!response) return { data: { responseId: null, survey_status: null, validationComment: null, threads: [] } };
  const threads = await threadsOf(db, [response]);
  return {
    data: {
      responseId: response.id,
      survey_status: response.surveyStatus,
      validationComment: response.validationComment,
      threads: threads.get(response.id) ?? [],
    },
  };
};

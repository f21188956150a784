import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, surveyResponses } from '../db/schema/index.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { requeueProcessing } from '../commands/survey-review-processing.ts';

/**
 * Runs the checks and input values of the lab's submitted response again (after `SC`, §4). The response must be this
 * lab's, of this category and submitted: anything else is `notFound`, whether it exists for another lab or not.
 */
export const importResponseFromSurveyJs: Handler<'importResponseFromSurveyJs'> = async (payload, { db }) => {
  const [response] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(
      and(
        eq(surveyResponses.id, payload.contactId),
        eq(labs.labCode, payload.lab_code),
        eq(surveyResponses.category, payload.q_cat_code),
      ),
    );
  if (!response || (await requeueProcessing(db, [response.id])).length === 0) throw surveyFailures.notFound();
  return { data: { status: 'Queued' } };
};

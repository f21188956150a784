import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, surveyResponses } from '../db/schema/index.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { requeueProcessing } from '../commands/survey-review-processing.ts';

/** Staff re-import: every submitted response of the lab in the category, of every round, is processed again. */
export const importSurveyJsData: Handler<'importSurveyJsData'> = async (payload, { db }) => {
  const rows = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(and(eq(labs.labCode, payload.labCode), eq(surveyResponses.category, payload.qCatCode)));
  if (
    (
      await requeueProcessing(
        db,
        rows.map((r) => r.id),
      )
    ).length === 0
  )
    throw surveyFailures.notFound();
  return { data: { status: 'Queued' } };
};

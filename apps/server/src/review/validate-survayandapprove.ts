import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { surveyResponses } from '../db/schema/index.ts';
import { refreshStatsOf, writeBenchmarkEntries } from '../commands/benchmark-entries.ts';
import { surveyFailures } from '../commands/survey-responses.ts';

/**
 * Staff accept (A) or reject (R) a response (D39): only a submitted one whose processing has run, so staff judge the
 * checks of the answers as they are. Validating closes every thread; an accepted response opens the dashboard and
 * enters the benchmark statistics, a rejected one leaves them.
 */
export const validateSurvayandapprove: Handler<'validateSurvayandapprove'> = async (
  { responseId, status, comment },
  ctx,
) => {
  const staff = signedIn(ctx);
  const [response] = await ctx.db
    .select({ status: surveyResponses.status, processState: surveyResponses.processState })
    .from(surveyResponses)
    .where(eq(surveyResponses.id, responseId));
  if (!response) throw surveyFailures.notFound();
  if (response.status !== 'A' || response.processState !== 'done') throw surveyFailures.invalidState();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(surveyResponses)
      .set({
        surveyStatus: status,
        validationComment: comment || null,
        validatedBy: staff.user.id,
        validatedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(surveyResponses.id, responseId));
    // Accepted: in the benchmark; rejected (also after an accept): out. Validated responses only (D45).
    await writeBenchmarkEntries(tx, [responseId]);
  });
  await refreshStatsOf(ctx.db, [responseId]);
  return { data: { status: 'Updated' } };
};

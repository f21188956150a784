import { answerError, questionsOf } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { failures } from '../api/errors.ts';
import { surveyAnswerEdits, surveyAnswers, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { requeueProcessing } from '../commands/survey-review-processing.ts';

/**
 * Staff change one answer (issue 8 item 8): checked against the response's own definition like the lab's answers,
 * kept with who, when and the old and new value, and the response is processed again.
 */
export const updateSurveyResponseByinternalUser: Handler<'updateSurveyResponseByinternalUser'> = async (
  { responseId, code, value },
  ctx,
) => {
  const staff = signedIn(ctx);
  const [response] = await ctx.db
    .select({ definition: surveyDefinitions.definition })
    .from(surveyResponses)
    .innerJoin(
      surveyDefinitions,
      and(eq(surveyDefinitions.category, surveyResponses.category), eq(surveyDefinitions.round, surveyResponses.round)),
    )
    .where(eq(surveyResponses.id, responseId));
  if (!response) throw surveyFailures.notFound();
  const question = questionsOf(response.definition).find((q) => q.name === code);
  const error = answerError(question, value);
  if (error) throw failures.invalidPayload([{ field: 'value', message: error }]);

  await ctx.db.transaction(async (tx) => {
    const answer = and(eq(surveyAnswers.responseId, responseId), eq(surveyAnswers.code, code));
    const [old] = await tx.select({ value: surveyAnswers.value }).from(surveyAnswers).where(answer).for('update');
    if (value === null) await tx.delete(surveyAnswers).where(answer);
    else
      await tx
        .insert(surveyAnswers)
        .values({ responseId, code, value, answeredBy: staff.user.id })
        .onConflictDoUpdate({
          target: [surveyAnswers.responseId, surveyAnswers.code],
          set: { value, answeredBy: staff.user.id, linkId: null, answeredAt: new Date() },
        });
    await tx
      .insert(surveyAnswerEdits)
      .values({ responseId, code, oldValue: old?.value ?? null, newValue: value, editedBy: staff.user.id });
    await requeueProcessing(tx, [responseId]);
  });
  return { data: { status: 'Updated' } };
};

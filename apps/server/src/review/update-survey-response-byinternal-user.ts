import { answerEditRefusal, answerError, questionsOf } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { failures } from '../api/errors.ts';
import { surveyAnswerEdits, surveyAnswers } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { requeueProcessing } from '../commands/survey-review-processing.ts';
import { auditSubject, lockReviewTarget, reviewRefused } from '../commands/survey-review-decisions.ts';

/**
 * Staff change one answer (issue 8 item 8): checked against the response's own definition like the lab's answers,
 * kept with who, when and the old and new value, audited, and the response is processed again. Not in a closed
 * round, not while the lab has the response, not after a rejection (D56).
 */
export const updateSurveyResponseByinternalUser: Handler<'updateSurveyResponseByinternalUser'> = async (
  { responseId, code, value },
  ctx,
) => {
  const staff = signedIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const target = await lockReviewTarget(tx, responseId);
    const refusal = answerEditRefusal(target.state, target.round);
    if (refusal) throw reviewRefused(refusal);
    const error = answerError(
      questionsOf(target.definition).find((q) => q.name === code),
      value,
    );
    if (error) throw failures.invalidPayload([{ field: 'value', message: error }]);

    const answer = and(eq(surveyAnswers.responseId, responseId), eq(surveyAnswers.code, code));
    const [old] = await tx.select({ value: surveyAnswers.value }).from(surveyAnswers).where(answer);
    if (value === null) await tx.delete(surveyAnswers).where(answer);
    else
      await tx
        .insert(surveyAnswers)
        .values({ responseId, code, value, answeredBy: staff.user.id })
        .onConflictDoUpdate({
          target: [surveyAnswers.responseId, surveyAnswers.code],
          set: { value, answeredBy: staff.user.id, linkId: null, answeredAt: new Date() },
        });
    const oldValue = old?.value ?? null;
    await tx.insert(surveyAnswerEdits).values({ responseId, code, oldValue, newValue: value, editedBy: staff.user.id });
    await recordAudit(tx, staff, {
      action: 'response.answerEdited',
      ...auditSubject(target),
      before: { code, value: oldValue },
      after: { code, value },
    });
    await requeueProcessing(tx, [responseId]);
  });
  return { data: { status: 'Updated' } };
};

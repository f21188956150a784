import { decisionRefusal } from '@labbench/contract';
import type { AuditAction, ReviewDecision } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { surveyResponses } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { refreshStatsOf, writeBenchmarkEntries } from '../commands/benchmark-entries.ts';
import { surveyFailures } from '../commands/survey-responses.ts';
import { auditSubject, decisionFields, lockReviewTarget, reviewRefused } from '../commands/survey-review-decisions.ts';

const AUDIT_ACTION: Record<ReviewDecision, AuditAction> = {
  A: 'response.accepted',
  P: 'response.returned',
  R: 'response.rejected',
};

/**
 * Staff's decision on a response (D39, D56), in one transaction with its audit entry. Accept puts it in the
 * benchmark; reject is final and keeps it out; return gives it back to the lab for changes: open again, out of the
 * benchmark, processed again when the lab submits, its question threads still open. The transitions the contract's
 * `decisionRefusal` does not allow are refused with their reason.
 */
export const validateSurvayandapprove: Handler<'validateSurvayandapprove'> = async (
  { responseId, status: decision, comment },
  ctx,
) => {
  const staff = signedIn(ctx);
  const now = new Date();
  const benchmarkTouched = await ctx.db.transaction(async (tx) => {
    const target = await lockReviewTarget(tx, responseId);
    const refusal = decisionRefusal(target.state, target.round, target.processing, decision);
    if (refusal) throw reviewRefused(refusal);

    const change =
      decision === 'P'
        ? {
            status: 'P' as const,
            surveyStatus: null,
            processState: 'none' as const,
            returnedAt: now,
            returnedBy: staff.user.id,
            validatedAt: null,
            validatedBy: null,
          }
        : { surveyStatus: decision, validatedAt: now, validatedBy: staff.user.id };
    const [after] = await tx
      .update(surveyResponses)
      .set({ ...change, validationComment: comment || null, updatedAt: now })
      .where(eq(surveyResponses.id, responseId))
      .returning();
    if (!after) throw surveyFailures.notFound();
    // Accepted: in the benchmark; returned or rejected (also after an accept): out. Validated responses only (D45).
    await writeBenchmarkEntries(tx, [responseId]);
    await recordAudit(tx, staff, {
      action: AUDIT_ACTION[decision],
      ...auditSubject(target),
      before: decisionFields(target.response),
      after: {
        ...decisionFields(after),
        ...(decision === 'P' ? { returned_at: now.toISOString() } : { validated_at: now.toISOString() }),
      },
    });
    return target.state === 'accepted' || decision === 'A';
  });
  if (benchmarkTouched) await refreshStatsOf(ctx.db, [responseId]);
  return { data: { status: 'Updated' } };
};

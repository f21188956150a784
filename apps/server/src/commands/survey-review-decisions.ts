import { STRING_ERROR_CODES, reviewStateOf } from '@labbench/contract';
import type { ReviewRefusal, ReviewRound, ReviewState, SurveyCategory } from '@labbench/contract';
import { and, eq, max } from 'drizzle-orm';
import { ApiFailure } from '../api/errors.ts';
import { labs, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import type { SurveyResponseRow } from '../db/schema/index.ts';
import type { AuditEntry } from './audit.ts';
import type { Queryable } from './survey-review-processing.ts';
import { surveyFailures } from './survey-responses.ts';

/** A decision or an edit the transitions do not allow (D56): 409 with the reason's message key. */
export const reviewRefused = (reason: ReviewRefusal) =>
  new ApiFailure(409, { code: STRING_ERROR_CODES.invalidState, message: reason });

/** A database or a transaction that can lock rows. */
type Locking = Pick<Queryable, 'select'>;

/** Closed: staff closed it. Open for answers: the category's latest round (D36) and not closed. */
export async function reviewRoundOf(db: Locking, category: SurveyCategory, round: number): Promise<ReviewRound> {
  const [own] = await db
    .select({ closedAt: surveyDefinitions.closedAt })
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.category, category), eq(surveyDefinitions.round, round)));
  const [latest] = await db
    .select({ round: max(surveyDefinitions.round) })
    .from(surveyDefinitions)
    .where(eq(surveyDefinitions.category, category));
  const closed = !!own?.closedAt;
  return { closed, openForAnswers: !closed && latest?.round === round };
}

export interface ReviewTarget {
  response: SurveyResponseRow;
  lab: { id: string; labCode: string | null; name: string };
  definition: Record<string, unknown>;
  state: ReviewState;
  round: ReviewRound;
  processing: boolean;
}

/**
 * The response staff act on, locked for the rest of the transaction (a lab's submission or another staff member's
 * decision waits), with its lab, definition, state and round. A missing response is `not_found`.
 */
export async function lockReviewTarget(tx: Locking, responseId: string): Promise<ReviewTarget> {
  const [row] = await tx
    .select({
      response: surveyResponses,
      lab: { id: labs.id, labCode: labs.labCode, name: labs.name },
      definition: surveyDefinitions.definition,
    })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .innerJoin(
      surveyDefinitions,
      and(eq(surveyDefinitions.category, surveyResponses.category), eq(surveyDefinitions.round, surveyResponses.round)),
    )
    .where(eq(surveyResponses.id, responseId))
    .for('update', { of: surveyResponses });
  if (!row) throw surveyFailures.notFound();
  return {
    ...row,
    state: reviewStateOf(row.response),
    round: await reviewRoundOf(tx, row.response.category, row.response.round),
    processing: row.response.processState === 'queued',
  };
}

/** The audit entry's target and lab for a response: readable after the lab is gone. */
export function auditSubject(target: ReviewTarget): Pick<AuditEntry, 'target' | 'lab'> {
  const { response, lab } = target;
  return {
    target: {
      type: 'response',
      id: response.id,
      label: `${lab.labCode ?? lab.name} · ${response.category} ${response.round}`,
    },
    lab: { id: lab.id, labCode: lab.labCode },
  };
}

/** The columns a decision changes, as the audit trail shows them before and after. */
export function decisionFields(response: Pick<SurveyResponseRow, 'status' | 'surveyStatus' | 'validationComment'>) {
  return {
    status: response.status,
    survey_status: response.surveyStatus,
    validation_comment: response.validationComment,
  };
}

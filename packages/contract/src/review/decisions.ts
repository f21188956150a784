/**
 * Staff decisions on a response and the transitions they may make (D56). Both sides read this: the server refuses
 * what it does not allow, the web offers only what it allows.
 */

/** Where a response stands for staff. */
export const REVIEW_STATES = ['open', 'returned', 'pending', 'accepted', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A accept (enters the benchmark), P return to the lab for changes (open again), R reject (final). */
export const REVIEW_DECISIONS = ['A', 'P', 'R'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The response's columns the state is read from. */
export interface ReviewStateSource {
  /** P open for answers, A submitted. */
  status: 'A' | 'P';
  /** Staff validation: A, R or null. */
  surveyStatus: 'A' | 'R' | null;
  /** Set when staff last returned it; kept after the lab submits again. */
  returnedAt: Date | string | null;
}

/**
 * open: the lab has not submitted; returned: staff sent it back and the lab has it; pending: submitted (again)
 * and waiting for staff; accepted / rejected: decided.
 */
export function reviewStateOf({ status, surveyStatus, returnedAt }: ReviewStateSource): ReviewState {
  if (surveyStatus === 'A') return 'accepted';
  if (surveyStatus === 'R') return 'rejected';
  if (status === 'P') return returnedAt ? 'returned' : 'open';
  return 'pending';
}

/** The round a response belongs to, as the transitions need it. */
export interface ReviewRound {
  /** Staff closed the round: its decisions and published figures are final. */
  closed: boolean;
  /** The lab can still answer: the category's current round and not closed (D36). */
  openForAnswers: boolean;
}

/** What the decisions and answer edits are refused with: message keys, translated by the web. */
export const REVIEW_REFUSALS = {
  roundClosed: 'review.refused.roundClosed',
  processing: 'review.refused.processing',
  withLab: 'review.refused.withLab',
  rejectedFinal: 'review.refused.rejectedFinal',
  alreadyAccepted: 'review.refused.alreadyAccepted',
  roundFinished: 'review.refused.roundFinished',
} as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[keyof typeof REVIEW_REFUSALS];

/**
 * Why staff may not make this decision now, or null when they may. A closed round changes no more; while processing
 * runs the checks are not current; a response the lab has is the lab's until it submits; a rejection is final; an
 * accepted response may still be returned or rejected while its round is open, never accepted twice; and a return
 * needs a round the lab can still answer.
 */
export function decisionRefusal(
  state: ReviewState,
  round: ReviewRound,
  processing: boolean,
  decision: ReviewDecision,
): ReviewRefusal | null {
  if (round.closed) return REVIEW_REFUSALS.roundClosed;
  if (state === 'open' || state === 'returned') return REVIEW_REFUSALS.withLab;
  if (state === 'rejected') return REVIEW_REFUSALS.rejectedFinal;
  if (processing) return REVIEW_REFUSALS.processing;
  if (state === 'accepted' && decision === 'A') return REVIEW_REFUSALS.alreadyAccepted;
  if (decision === 'P' && !round.openForAnswers) return REVIEW_REFUSALS.roundFinished;
  return null;
}

/** The decisions staff may make now, in the order the page offers them. */
export function allowedDecisions(state: ReviewState, round: ReviewRound, processing: boolean): ReviewDecision[] {
  return REVIEW_DECISIONS.filter((decision) => decisionRefusal(state, round, processing, decision) === null);
}

/**
 * Why staff may not change an answer now, or null. Edits follow the decisions: not in a closed round, not while the
 * lab has the response, not after a rejection. An accepted response of an open round may be corrected; it is
 * processed again and its benchmark values follow (D45).
 */
export function answerEditRefusal(state: ReviewState, round: ReviewRound): ReviewRefusal | null {
  if (round.closed) return REVIEW_REFUSALS.roundClosed;
  if (state === 'open' || state === 'returned') return REVIEW_REFUSALS.withLab;
  if (state === 'rejected') return REVIEW_REFUSALS.rejectedFinal;
  return null;
}

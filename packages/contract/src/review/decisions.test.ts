import { describe, expect, it } from 'vitest';
import { allowedDecisions, answerEditRefusal, decisionRefusal, reviewStateOf } from './decisions.ts';
import type { ReviewRound } from './decisions.ts';

const current: ReviewRound = { closed: false, openForAnswers: true };
const finished: ReviewRound = { closed: false, openForAnswers: false };
const closed: ReviewRound = { closed: true, openForAnswers: false };

describe('reviewStateOf', () => {
  it('reads the validation first, then whether the lab has the response', () => {
    expect(reviewStateOf({ status: 'A', surveyStatus: 'A', returnedAt: null })).toBe('accepted');
    expect(reviewStateOf({ status: 'A', surveyStatus: 'R', returnedAt: new Date() })).toBe('rejected');
    expect(reviewStateOf({ status: 'P', surveyStatus: null, returnedAt: null })).toBe('open');
    expect(reviewStateOf({ status: 'P', surveyStatus: null, returnedAt: '2026-03-01T00:00:00Z' })).toBe('returned');
    expect(reviewStateOf({ status: 'A', surveyStatus: null, returnedAt: null })).toBe('pending');
    // Submitted again after a return: waiting for staff once more.
    expect(reviewStateOf({ status: 'A', surveyStatus: null, returnedAt: new Date() })).toBe('pending');
  });
});

describe('decisions', () => {
  it('offers all three on a processed response waiting for staff in the current round', () => {
    expect(allowedDecisions('pending', current, false)).toEqual(['A', 'P', 'R']);
  });

  it('lets staff return or reject an accepted response of an open round, never accept it twice', () => {
    expect(allowedDecisions('accepted', current, false)).toEqual(['P', 'R']);
    expect(decisionRefusal('accepted', current, false, 'A')).toBe('review.refused.alreadyAccepted');
  });

  it('returns only where the lab can still answer', () => {
    expect(allowedDecisions('pending', finished, false)).toEqual(['A', 'R']);
    expect(decisionRefusal('accepted', finished, false, 'P')).toBe('review.refused.roundFinished');
  });

  it('refuses everything in a closed round, on a response the lab has, after a rejection and while processing', () => {
    for (const state of ['pending', 'accepted', 'rejected', 'returned'] as const)
      expect(decisionRefusal(state, closed, false, 'R')).toBe('review.refused.roundClosed');
    expect(decisionRefusal('returned', current, false, 'A')).toBe('review.refused.withLab');
    expect(decisionRefusal('open', current, false, 'R')).toBe('review.refused.withLab');
    expect(decisionRefusal('rejected', current, false, 'P')).toBe('review.refused.rejectedFinal');
    expect(decisionRefusal('pending', current, true, 'A')).toBe('review.refused.processing');
    expect(allowedDecisions('rejected', current, false)).toEqual([]);
  });
});

describe('answerEditRefusal', () => {
  it('allows corrections of submitted and accepted responses of a round that is not closed', () => {
    expect(answerEditRefusal('pending', current)).toBeNull();
    expect(answerEditRefusal('accepted', finished)).toBeNull();
  });

  it('refuses them in a closed round, while the lab has the response and after a rejection', () => {
    expect(answerEditRefusal('accepted', closed)).toBe('review.refused.roundClosed');
    expect(answerEditRefusal('returned', current)).toBe('review.refused.withLab');
    expect(answerEditRefusal('rejected', current)).toBe('review.refused.rejectedFinal');
  });
});

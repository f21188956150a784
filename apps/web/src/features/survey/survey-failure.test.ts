import { describe, expect, it } from 'vitest';
import { isFinalLinkFailure, surveyFailureKey } from './survey-failure.ts';

const failure = (code: string | number) =>
  Object.assign(new Error('x'), { status: 200, error: { code, message: 'x' } });

describe('survey failures', () => {
  it('explains a revoked, closed or unknown link, and keeps a network failure retryable', () => {
    expect(surveyFailureKey(failure('survey_link_revoked'))).toBe('errors.surveyLinkRevoked');
    expect(surveyFailureKey(failure('survey_round_closed'))).toBe('errors.surveyRoundClosed');
    expect(surveyFailureKey(failure('survey_link_unknown'))).toBe('errors.surveyLinkUnknown');
    expect(surveyFailureKey(new Error('boom'))).toBe('errors.processError');
    expect(isFinalLinkFailure(failure('survey_link_revoked'))).toBe(true);
    expect(isFinalLinkFailure(failure('network_error'))).toBe(false);
    expect(surveyFailureKey(failure('database_unavailable'))).toBe('errors.serviceUnavailable');
    expect(isFinalLinkFailure(failure('database_unavailable'))).toBe(false);
  });
});

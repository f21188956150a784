import { describe, expect, it } from 'vitest';
import { stillWaiting } from './survey-polling.ts';

const detail = {
  can_view_rpt: false,
  lab_status: 'P',
  survey_status: null,
  s_url: '/survey-form/x',
  s_taken: false,
  contact_id: 'c',
  round: 2026,
  waitForImport: false,
  openQuestions: 0,
  returned: false,
  validationComment: null,
  submittedAt: null,
} as const;
const details = (cl: object, ml: object = detail) => ({
  labName: 'Lab',
  countryCode: 'TH',
  categories: { CL: { ...detail, ...cl }, CLT: detail, ML: { ...detail, ...ml }, HL: detail, BB: detail },
});

describe('survey polling (§4)', () => {
  it('polls until a link exists and no import is awaited', () => {
    expect(stillWaiting(details({}))).toBe(false);
    expect(stillWaiting(details({ s_url: null }))).toBe(true);
    expect(stillWaiting(details({ waitForImport: true }))).toBe(true);
    expect(stillWaiting(undefined)).toBe(false);
  });

  it('looks only at the category of the page when one is named', () => {
    expect(stillWaiting(details({}, { s_url: null }), 'CL')).toBe(false);
    expect(stillWaiting(details({}, { s_url: null }), 'ML')).toBe(true);
  });
});

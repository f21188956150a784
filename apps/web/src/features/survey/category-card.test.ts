import { describe, expect, it } from 'vitest';
import { categoryCard } from './category-card.ts';

const detail = {
  can_view_rpt: false,
  lab_status: null,
  survey_status: null,
  s_url: null,
  s_taken: false,
  contact_id: null,
  round: 2026,
  waitForImport: false,
  openQuestions: 0,
} as const;

describe('category cards on /survey (§4 survey state)', () => {
  it('offers the survey before any link, and in Germany only the core lab survey', () => {
    expect(categoryCard('CL', detail, 'TH')).toMatchObject({ stateKey: 'survey.state.notStarted', canTake: true });
    expect(categoryCard('ML', detail, 'DE').canTake).toBe(false);
    expect(categoryCard('CL', detail, 'de').canTake).toBe(true);
  });

  it('shows taken, submitted with processing, and validated states', () => {
    expect(categoryCard('CL', { ...detail, s_url: '/survey-form/x', lab_status: 'P' }, 'TH').stateKey).toBe(
      'survey.state.inProgress',
    );
    const submitted = {
      ...detail,
      s_url: '/survey-form/x',
      lab_status: 'A',
      s_taken: true,
      waitForImport: true,
    } as const;
    expect(categoryCard('CL', submitted, 'TH')).toMatchObject({ stateKey: 'survey.state.submitted', processing: true });
    const accepted = { ...submitted, survey_status: 'A', can_view_rpt: true, waitForImport: false } as const;
    expect(categoryCard('CL', accepted, 'TH')).toMatchObject({
      stateKey: 'survey.state.accepted',
      canTake: false,
      dashboard: true,
    });
    expect(categoryCard('BB', accepted, 'TH').bloodBankMessage).toBe(true);
    expect(categoryCard('CL', { ...detail, survey_status: 'R' }, 'TH')).toMatchObject({
      stateKey: 'survey.state.rejected',
      canTake: false,
    });
  });

  it('marks participation in the earlier round for the core lab only', () => {
    const earlier = { ...detail, can_view_rpt: true, lab_status: 'A' } as const;
    expect(categoryCard('CL', earlier, 'TH').earlierParticipation).toBe(true);
    expect(categoryCard('ML', earlier, 'TH').earlierParticipation).toBe(false);
  });
});

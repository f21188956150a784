import { describe, expect, it } from 'vitest';
import type { CategorySurveyDetail } from './survey-state.ts';
import {
  canTakeSurvey,
  canViewDashboard,
  isEarlierParticipation,
  isSurveyTaken,
  isSurveyReturned,
  isSurveyValidated,
  showsBloodBankDashboardMessage,
  surveyPhase,
} from './survey-state.ts';

const detail = (over: Partial<CategorySurveyDetail> = {}): CategorySurveyDetail => ({
  can_view_rpt: false,
  lab_status: null,
  survey_status: null,
  s_url: null,
  s_taken: false,
  ...over,
});

describe('survey state', () => {
  it('is taken when s_taken, or when not validated and a link exists', () => {
    expect(isSurveyTaken(detail({ s_taken: true, survey_status: 'A' }))).toBe(true);
    expect(isSurveyTaken(detail({ s_url: 'https://survey.example/x' }))).toBe(true);
    expect(isSurveyTaken(detail({ s_url: '' }))).toBe(false);
    expect(isSurveyTaken(detail({ s_url: 'https://survey.example/x', survey_status: 'R' }))).toBe(false);
    expect(isSurveyTaken(detail())).toBe(false);
  });

  it('is validated when accepted or rejected', () => {
    expect(isSurveyValidated(detail({ survey_status: 'A' }))).toBe(true);
    expect(isSurveyValidated(detail({ survey_status: 'R' }))).toBe(true);
    expect(isSurveyValidated(detail())).toBe(false);
  });

  it('can be taken for the five categories until validated, and in Germany only CL', () => {
    for (const category of ['CL', 'CLT', 'ML', 'HL', 'BB']) expect(canTakeSurvey(category, detail(), 'TH')).toBe(true);
    expect(canTakeSurvey('XX', detail(), 'TH')).toBe(false);
    expect(canTakeSurvey('CL', detail({ survey_status: 'A' }), 'TH')).toBe(false);
    expect(canTakeSurvey('CL', detail(), 'de')).toBe(true);
    expect(canTakeSurvey('ML', detail(), 'DE')).toBe(false);
    expect(canTakeSurvey('ML', detail(), null)).toBe(true);
  });

  it('shows the dashboard for CL, HL, ML, BB with the report right and lab status A or P', () => {
    const viewable = detail({ can_view_rpt: true, lab_status: 'P' });
    for (const category of ['CL', 'HL', 'ML', 'BB']) expect(canViewDashboard(category, viewable)).toBe(true);
    expect(canViewDashboard('CLT', viewable)).toBe(false);
    expect(canViewDashboard('CL', detail({ can_view_rpt: false, lab_status: 'A' }))).toBe(false);
    expect(canViewDashboard('CL', detail({ can_view_rpt: true, lab_status: null }))).toBe(false);
  });

  it('shows the blood-bank message only when also accepted, linked and taken', () => {
    const base = { can_view_rpt: true, lab_status: 'A', survey_status: 'A', s_url: 'u', s_taken: true } as const;
    expect(showsBloodBankDashboardMessage(detail(base))).toBe(true);
    expect(showsBloodBankDashboardMessage(detail({ ...base, s_taken: false }))).toBe(false);
    expect(showsBloodBankDashboardMessage(detail({ ...base, survey_status: 'R' }))).toBe(false);
    expect(showsBloodBankDashboardMessage(detail({ ...base, s_url: null }))).toBe(false);
  });

  it('marks earlier participation for CL only, report viewable and not validated', () => {
    expect(isEarlierParticipation('CL', detail({ can_view_rpt: true }))).toBe(true);
    expect(isEarlierParticipation('ML', detail({ can_view_rpt: true }))).toBe(false);
    expect(isEarlierParticipation('CL', detail({ can_view_rpt: true, survey_status: 'A' }))).toBe(false);
    expect(isEarlierParticipation('CL', detail())).toBe(false);
  });

  it('reads the phase: not started, in progress, returned, submitted, accepted, rejected', () => {
    const link = { s_url: '/survey-form/x' };
    expect(surveyPhase(detail())).toBe('notStarted');
    expect(surveyPhase(detail({ ...link, lab_status: 'P' }))).toBe('inProgress');
    expect(surveyPhase(detail({ ...link, lab_status: 'P', returned: true }))).toBe('returned');
    expect(surveyPhase(detail({ ...link, lab_status: 'A', s_taken: true }))).toBe('submitted');
    // Submitted again after a return: waiting for staff, not returned any more.
    expect(surveyPhase(detail({ ...link, lab_status: 'A', s_taken: true, returned: true }))).toBe('submitted');
    expect(surveyPhase(detail({ ...link, lab_status: 'A', s_taken: true, survey_status: 'A' }))).toBe('accepted');
    expect(surveyPhase(detail({ ...link, lab_status: 'A', s_taken: true, survey_status: 'R' }))).toBe('rejected');
  });

  it('keeps a returned response taken, not validated and open to the lab', () => {
    const returned = detail({ s_url: '/survey-form/x', lab_status: 'P', returned: true });
    expect(isSurveyReturned(returned)).toBe(true);
    expect(isSurveyTaken(returned)).toBe(true);
    expect(isSurveyValidated(returned)).toBe(false);
    expect(canTakeSurvey('HL', returned, 'TH')).toBe(true);
    expect(isSurveyReturned(detail({ lab_status: 'P' }))).toBe(false);
    expect(isSurveyReturned(detail({ lab_status: 'P', returned: true, survey_status: 'R' }))).toBe(false);
  });
});

import type { SurveyCategory } from '../constants/survey-types.ts';
import { SURVEY_CATEGORIES } from '../constants/survey-types.ts';

/** A lab's details for one survey category (§3). */
export interface CategorySurveyDetail {
  can_view_rpt: boolean;
  lab_status: 'A' | 'P' | null;
  /** A accepted, R rejected, null not yet validated. */
  survey_status: 'A' | 'R' | null;
  s_url: string | null;
  s_taken: boolean;
  /** Staff returned the response for changes and it is open again (issue 14); absent means not returned. */
  returned?: boolean;
}

/** Where a lab's response of a category stands, in the order the lab meets the states. */
export const SURVEY_PHASES = ['notStarted', 'inProgress', 'returned', 'submitted', 'accepted', 'rejected'] as const;
export type SurveyPhase = (typeof SURVEY_PHASES)[number];

/** Taken when s_taken, or when not yet validated and a survey link exists (§4). */
export function isSurveyTaken(d: CategorySurveyDetail): boolean {
  return d.s_taken || (d.survey_status === null && !!d.s_url);
}

/** Returned: open again (lab status P), not validated, and staff's return is why. */
export function isSurveyReturned(d: CategorySurveyDetail): boolean {
  return d.survey_status === null && d.lab_status === 'P' && d.returned === true;
}

/**
 * The phase of a response: a staff decision first (accepted, rejected final), then a return the lab must act on, then
 * submitted (waiting for staff), then taken (a link exists: in progress), else not started.
 */
export function surveyPhase(d: CategorySurveyDetail): SurveyPhase {
  if (d.survey_status === 'A') return 'accepted';
  if (d.survey_status === 'R') return 'rejected';
  if (isSurveyReturned(d)) return 'returned';
  if (d.s_taken) return 'submitted';
  if (isSurveyTaken(d)) return 'inProgress';
  return 'notStarted';
}

export function isSurveyValidated(d: CategorySurveyDetail): boolean {
  return d.survey_status === 'A' || d.survey_status === 'R';
}

/** Only the five categories, not yet validated, and in Germany only the core lab survey. */
export function canTakeSurvey(category: string, d: CategorySurveyDetail, countryCode: string | null): boolean {
  if (!(SURVEY_CATEGORIES as readonly string[]).includes(category)) return false;
  if (isSurveyValidated(d)) return false;
  if (countryCode?.toUpperCase() === 'DE' && category !== 'CL') return false;
  return true;
}

const DASHBOARD_CATEGORIES: readonly SurveyCategory[] = ['CL', 'HL', 'ML', 'BB'];

export function canViewDashboard(category: string, d: CategorySurveyDetail): boolean {
  return (
    (DASHBOARD_CATEGORIES as readonly string[]).includes(category) &&
    d.can_view_rpt &&
    (d.lab_status === 'A' || d.lab_status === 'P')
  );
}

export function showsBloodBankDashboardMessage(d: CategorySurveyDetail): boolean {
  return canViewDashboard('BB', d) && d.survey_status === 'A' && !!d.s_url && d.s_taken;
}

/** Participation in the earlier round: core lab only, report viewable and not yet validated. */
export function isEarlierParticipation(category: string, d: CategorySurveyDetail): boolean {
  return category === 'CL' && d.can_view_rpt && d.survey_status === null;
}

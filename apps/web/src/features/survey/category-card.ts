import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import type { SurveyPhase } from '@labbench/contract/rules';
import {
  canTakeSurvey,
  canViewDashboard,
  isEarlierParticipation,
  showsBloodBankDashboardMessage,
  surveyPhase,
} from '@labbench/contract/rules';

type Detail = ResponseOf<'getSurveyDetailsOfLab'>['categories'][SurveyCategory];

/** A link of a card: its text key and where it goes; the first is the card's main action. */
export interface CardAction {
  key: string;
  to: string;
}

/** What a category's card on /survey shows (§4 "Survey state", issue 14); each flag is one text or link. */
export interface CategoryCard {
  phase: SurveyPhase;
  /** `survey.state.*`: the headline state of the category. */
  stateKey: string;
  /** Staff's reason, shown with a returned or rejected response. */
  reason: string | null;
  /** The survey is not offered to the lab (in Germany only the core lab survey is, §4). */
  notOffered: boolean;
  /** What the lab can do next, main action first. */
  actions: CardAction[];
  bloodBankMessage: boolean;
  earlierParticipation: boolean;
  processing: boolean;
  openQuestions: number;
}

const DASHBOARD = '/dashboard';
/** The read-only view of every answer of the category's current response. */
export const answersPath = (navigationUrl: string) => `${navigationUrl}/answers`;

/** The card's actions by phase: each state leads on, never to "contact us". */
function actionsOf(phase: SurveyPhase, navigationUrl: string, dashboard: boolean, openQuestions: number): CardAction[] {
  const answers = { key: 'survey.action.viewAnswers', to: answersPath(navigationUrl) };
  const toDashboard = { key: 'survey.action.dashboard', to: DASHBOARD };
  switch (phase) {
    case 'notStarted':
      return [{ key: 'survey.action.start', to: navigationUrl }, ...(dashboard ? [toDashboard] : [])];
    case 'inProgress':
      return [{ key: 'survey.action.continue', to: navigationUrl }, ...(dashboard ? [toDashboard] : [])];
    case 'returned':
      return [{ key: 'survey.action.makeChanges', to: navigationUrl }, ...(dashboard ? [toDashboard] : [])];
    case 'submitted':
      return [
        answers,
        ...(openQuestions > 0 ? [{ key: 'survey.action.replyToQuestions', to: navigationUrl }] : []),
        ...(dashboard ? [toDashboard] : []),
      ];
    case 'accepted':
      return [...(dashboard ? [toDashboard] : []), answers];
    case 'rejected':
      return [answers, ...(dashboard ? [toDashboard] : [])];
  }
}

export function categoryCard(
  category: SurveyCategory,
  navigationUrl: string,
  d: Detail | undefined,
  countryCode: string,
): CategoryCard {
  const detail = d ?? emptyDetail;
  const phase = surveyPhase(detail);
  const dashboard = canViewDashboard(category, detail);
  const notOffered = phase === 'notStarted' && !canTakeSurvey(category, detail, countryCode);
  return {
    phase,
    stateKey: `survey.state.${phase}`,
    reason: phase === 'returned' || phase === 'rejected' ? detail.validationComment : null,
    notOffered,
    actions: notOffered ? [] : actionsOf(phase, navigationUrl, dashboard, detail.openQuestions),
    bloodBankMessage: category === 'BB' && showsBloodBankDashboardMessage(detail),
    earlierParticipation: isEarlierParticipation(category, detail),
    processing: detail.waitForImport,
    openQuestions: detail.openQuestions,
  };
}

const emptyDetail: Detail = {
  can_view_rpt: false,
  lab_status: null,
  survey_status: null,
  s_url: null,
  s_taken: false,
  contact_id: null,
  round: 0,
  waitForImport: false,
  openQuestions: 0,
  returned: false,
  validationComment: null,
  submittedAt: null,
};

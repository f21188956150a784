import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import {
  canTakeSurvey,
  canViewDashboard,
  isEarlierParticipation,
  isSurveyTaken,
  isSurveyValidated,
  showsBloodBankDashboardMessage,
} from '@labbench/contract/rules';

type Detail = ResponseOf<'getSurveyDetailsOfLab'>['categories'][SurveyCategory];

/** What a category's card on /survey shows (§4 "Survey state"); each flag is one text or link. */
export interface CategoryCard {
  /** `survey.state.*`: the headline state of the category. */
  stateKey: string;
  canTake: boolean;
  dashboard: boolean;
  bloodBankMessage: boolean;
  earlierParticipation: boolean;
  processing: boolean;
  openQuestions: number;
}

function stateKey(d: Detail): string {
  if (d.survey_status === 'A') return 'survey.state.accepted';
  if (d.survey_status === 'R') return 'survey.state.rejected';
  if (d.s_taken) return 'survey.state.submitted';
  if (isSurveyTaken(d)) return 'survey.state.inProgress';
  return 'survey.state.notStarted';
}

export function categoryCard(category: SurveyCategory, d: Detail | undefined, countryCode: string): CategoryCard {
  if (!d) {
    return {
      stateKey: 'survey.state.notStarted',
      canTake: canTakeSurvey(category, emptyDetail, countryCode),
      dashboard: false,
      bloodBankMessage: false,
      earlierParticipation: false,
      processing: false,
      openQuestions: 0,
    };
  }
  return {
    stateKey: stateKey(d),
    canTake: canTakeSurvey(category, d, countryCode) && !isSurveyValidated(d),
    dashboard: canViewDashboard(category, d),
    bloodBankMessage: category === 'BB' && showsBloodBankDashboardMessage(d),
    earlierParticipation: isEarlierParticipation(category, d),
    processing: d.waitForImport,
    openQuestions: d.openQuestions,
  };
}

const emptyDetail = { can_view_rpt: false, lab_status: null, survey_status: null, s_url: null, s_taken: false };

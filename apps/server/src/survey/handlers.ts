import type { surveyRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getSurveyDetailsOfLab } from './get-survey-details-of-lab.ts';
import { setSurveyStatus } from './set-survey-status.ts';
import { getCatSurveyLinkOfLab } from './get-cat-survey-link-of-lab.ts';
import { getCatSurveyLinkOfchinaLab } from './get-cat-survey-link-ofchina-lab.ts';
import { getSurveyJsSurveyLink } from './get-survey-js-survey-link.ts';
import { revokeSurveyLink } from './revoke-survey-link.ts';
import { importResponseFromSurveyJs } from './import-response-from-survey-js.ts';
import { importSurveyJsData } from './import-survey-js-data.ts';
import { getSurveyDetailsOfUser } from './get-survey-details-of-user.ts';
import { labDetails } from './lab-details.ts';
import { loadSurveyResponse } from './load-survey-response.ts';
import { saveSurveyAnswers } from './save-survey-answers.ts';
import { completeSurveyResponse } from './complete-survey-response.ts';
import { replyToSurveyQuestion } from './reply-to-survey-question.ts';

/** The survey domain's handlers: a request of `surveyRequests` without one here does not compile. */
export const surveyHandlers = {
  getSurveyDetailsOfLab,
  setSurveyStatus,
  getCatSurveyLinkOfLab,
  getCatSurveyLinkOfchinaLab,
  getSurveyJsSurveyLink,
  revokeSurveyLink,
  importResponseFromSurveyJs,
  importSurveyJsData,
  getSurveyDetailsOfUser,
  labDetails,
  loadSurveyResponse,
  saveSurveyAnswers,
  completeSurveyResponse,
  replyToSurveyQuestion,
} satisfies { [N in keyof typeof surveyRequests]: Handler<N> };

import { define } from '../api/request-definition.ts';
import {
  catSurveyLinkOfChinaLabPayload,
  catSurveyLinkOfLabPayload,
  chinaLabSurveyLinkResponse,
  distributionLinkResponse,
  importResponsePayload,
  importSurveyDataPayload,
  labDetailsPayload,
  labDetailsResponse,
  processingResponse,
  revokeSurveyLinkPayload,
  setSurveyStatusPayload,
  surveyDetailsOfLabPayload,
  surveyDetailsOfLabResponse,
  surveyDetailsOfUserPayload,
  surveyDetailsOfUserResponse,
  surveyJsSurveyLinkPayload,
  surveyLinkResponse,
  surveyStatusResponse,
} from './schemas.ts';
import {
  completeSurveyResponsePayload,
  completeSurveyResponseResponse,
  loadSurveyResponsePayload,
  loadSurveyResponseResponse,
  replyToSurveyQuestionPayload,
  replyToSurveyQuestionResponse,
  saveSurveyAnswersPayload,
  saveSurveyAnswersResponse,
} from './form-schemas.ts';

/**
 * The survey area, its links and the form (§7, issue 8). The form's calls are `public`: the link token in the
 * payload is the credential, like a password-reset code, so a colleague without an account can answer (D35).
 */
export const surveyRequests = {
  getSurveyDetailsOfLab: define({
    payload: surveyDetailsOfLabPayload,
    response: surveyDetailsOfLabResponse,
    access: { labCode: 'lab_code' },
  }),
  setSurveyStatus: define({
    payload: setSurveyStatusPayload,
    response: surveyStatusResponse,
    access: { labCode: 'lab_code' },
  }),
  getCatSurveyLinkOfLab: define({
    payload: catSurveyLinkOfLabPayload,
    response: surveyLinkResponse,
    access: { labCode: 'lab_code' },
  }),
  getCatSurveyLinkOfchinaLab: define({
    payload: catSurveyLinkOfChinaLabPayload,
    response: chinaLabSurveyLinkResponse,
    access: 'public',
  }),
  getSurveyJsSurveyLink: define({
    payload: surveyJsSurveyLinkPayload,
    response: distributionLinkResponse,
    access: 'labMember',
  }),
  revokeSurveyLink: define({
    payload: revokeSurveyLinkPayload,
    response: surveyLinkResponse,
    access: { labCode: 'lab_code' },
  }),
  importResponseFromSurveyJs: define({
    payload: importResponsePayload,
    response: processingResponse,
    access: { labCode: 'lab_code' },
  }),
  importSurveyJsData: define({ payload: importSurveyDataPayload, response: processingResponse, access: 'internal' }),
  getSurveyDetailsOfUser: define({
    payload: surveyDetailsOfUserPayload,
    response: surveyDetailsOfUserResponse,
    access: 'labMember',
  }),
  labDetails: define({ payload: labDetailsPayload, response: labDetailsResponse, access: { labCode: 'labCode' } }),
  loadSurveyResponse: define({
    payload: loadSurveyResponsePayload,
    response: loadSurveyResponseResponse,
    access: 'public',
  }),
  saveSurveyAnswers: define({
    payload: saveSurveyAnswersPayload,
    response: saveSurveyAnswersResponse,
    access: 'public',
  }),
  completeSurveyResponse: define({
    payload: completeSurveyResponsePayload,
    response: completeSurveyResponseResponse,
    access: 'public',
  }),
  replyToSurveyQuestion: define({
    payload: replyToSurveyQuestionPayload,
    response: replyToSurveyQuestionResponse,
    access: 'public',
  }),
};

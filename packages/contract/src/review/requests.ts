import { define } from '../api/request-definition.ts';
import {
  commentStoredResponse,
  submitSurveyCommentPayload,
  surveyCommentPayload,
  surveyCommentResponse,
  surveyQuestionsResponsePayload,
  surveyQuestionsResponseResponse,
  surveysForValidationPayload,
  surveysForValidationResponse,
  updatedResponse,
  updateSurveyResponsePayload,
  validateSurveyPayload,
} from './schemas.ts';

/** Staff validation of submitted surveys at /{company}-validate and its two-way thread per question (issue 8). */
export const reviewRequests = {
  getSurveysForValidation: define({
    payload: surveysForValidationPayload,
    response: surveysForValidationResponse,
    access: 'internal',
  }),
  validateSurveyQuestionsResponse: define({
    payload: surveyQuestionsResponsePayload,
    response: surveyQuestionsResponseResponse,
    access: 'internal',
  }),
  updateSurveyResponseByinternalUser: define({
    payload: updateSurveyResponsePayload,
    response: updatedResponse,
    access: 'internal',
  }),
  validateSurvayandapprove: define({ payload: validateSurveyPayload, response: updatedResponse, access: 'internal' }),
  submitSurveyComment: define({
    payload: submitSurveyCommentPayload,
    response: commentStoredResponse,
    access: { labCode: 'labCode' },
  }),
  getSurveyComment: define({
    payload: surveyCommentPayload,
    response: surveyCommentResponse,
    access: { labCode: 'labCode' },
  }),
};

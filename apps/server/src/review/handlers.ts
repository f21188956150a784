import type { reviewRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getSurveysForValidation } from './get-surveys-for-validation.ts';
import { validateSurveyQuestionsResponse } from './validate-survey-questions-response.ts';
import { updateSurveyResponseByinternalUser } from './update-survey-response-byinternal-user.ts';
import { validateSurvayandapprove } from './validate-survayandapprove.ts';
import { submitSurveyComment } from './submit-survey-comment.ts';
import { getSurveyComment } from './get-survey-comment.ts';

/** The review domain's handlers: a request of `reviewRequests` without one here does not compile. */
export const reviewHandlers = {
  getSurveysForValidation,
  validateSurveyQuestionsResponse,
  updateSurveyResponseByinternalUser,
  validateSurvayandapprove,
  submitSurveyComment,
  getSurveyComment,
} satisfies { [N in keyof typeof reviewRequests]: Handler<N> };

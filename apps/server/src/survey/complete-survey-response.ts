import type { Handler } from '../api/handler.ts';
import { submitResponse } from '../commands/survey-answers.ts';
import { responseByToken, surveyFailures } from '../commands/survey-responses.ts';

/**
 * completeSurveyResponse: the form's Complete submits the response and queues its processing (D38). A required answer
 * missing refuses it (`survey_incomplete` naming each, D60); the other failed checks are warnings, listed and stored for
 * staff. A response already submitted answers `survey_submitted`.
 */
export const completeSurveyResponse: Handler<'completeSurveyResponse'> = async (payload, { db, auth }) => {
  const { response, definition } = await responseByToken(db, payload.token);
  const failed = await submitResponse(db, response, definition, auth?.user.id ?? null);
  if (failed === null) throw surveyFailures.submitted();
  return { data: { status: 'Submitted', failedChecks: failed } };
};

import type { Handler } from '../api/handler.ts';
import { answerViews } from '../commands/survey-answers.ts';
import { isReturned } from '../commands/survey-details.ts';
import { responseByToken } from '../commands/survey-responses.ts';
import { threadsOf } from '../commands/survey-review-threads.ts';

/**
 * loadSurveyResponse (D35): the definition, every answer with who gave it, where the last respondent stopped, the
 * state (returned for changes, staff's reason) and staff's questions with the lab's replies, by question. A question
 * is open while its thread's last message is from staff and the response is not validated (D39).
 */
export const loadSurveyResponse: Handler<'loadSurveyResponse'> = async (payload, { db }) => {
  const { response, definition, labName } = await responseByToken(db, payload.token);
  const threads = await threadsOf(db, [response]);
  return {
    data: {
      responseId: response.id,
      labName,
      category: response.category,
      round: response.round,
      definition,
      answers: await answerViews(db, response.id),
      position: response.positionPage ? { page: response.positionPage, question: response.positionQuestion } : null,
      status: response.status,
      survey_status: response.surveyStatus,
      returned: isReturned(response),
      validationComment: response.validationComment,
      threads: threads.get(response.id) ?? [],
    },
  };
};

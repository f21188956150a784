import { asc, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { surveyComments } from '../db/schema/index.ts';
import { answerViews } from '../commands/survey-answers.ts';
import { responseByToken } from '../commands/survey-responses.ts';

/**
 * loadSurveyResponse (D35): the definition, every answer with who gave it, where the last respondent stopped, the
 * status, and the staff questions on particular questions. A flag is open while its thread's last message is from
 * staff and the response is not validated (D39).
 */
export const loadSurveyResponse: Handler<'loadSurveyResponse'> = async (payload, { db }) => {
  const { response, definition, labName } = await responseByToken(db, payload.token);
  const comments = await db
    .select({ code: surveyComments.code, role: surveyComments.authorRole, text: surveyComments.text })
    .from(surveyComments)
    .where(eq(surveyComments.responseId, response.id))
    .orderBy(asc(surveyComments.createdAt), asc(surveyComments.id));
  const threads = new Map<string, { question: string; lastRole: string }>();
  for (const comment of comments) {
    const thread = threads.get(comment.code);
    const question = comment.role === 'staff' ? comment.text : (thread?.question ?? comment.text);
    threads.set(comment.code, { question, lastRole: comment.role });
  }
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
      flags: [...threads].map(([code, thread]) => ({
        code,
        question: thread.question,
        open: thread.lastRole === 'staff' && response.surveyStatus === null,
      })),
    },
  };
};

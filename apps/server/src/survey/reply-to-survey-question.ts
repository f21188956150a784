import { questionsOf } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { surveyComments } from '../db/schema/index.ts';
import { responseByToken, surveyFailures } from '../commands/survey-responses.ts';
import { threadsOf } from '../commands/survey-review-threads.ts';

/**
 * replyToSurveyQuestion (D39, D60): a reply in the thread of a question staff asked about, through the form's link,
 * so whoever may answer may reply, in the form or on the lab's survey page. Who replied is the signed-in user, if any.
 * A question staff never asked about, or one of another definition, is `not_found`; a validated response takes no
 * more replies (`invalid_state`).
 */
export const replyToSurveyQuestion: Handler<'replyToSurveyQuestion'> = async (payload, { db, auth }) => {
  const { response, definition } = await responseByToken(db, payload.token);
  if (!questionsOf(definition).some((q) => q.name === payload.code)) throw surveyFailures.notFound();
  if (response.surveyStatus !== null) throw surveyFailures.invalidState();
  const before = (await threadsOf(db, [response])).get(response.id) ?? [];
  if (!before.some((thread) => thread.code === payload.code)) throw surveyFailures.notFound();
  await db.insert(surveyComments).values({
    responseId: response.id,
    code: payload.code,
    authorId: auth?.user.id ?? null,
    authorRole: auth?.user.userType === 'internal' ? 'staff' : 'lab',
    text: payload.comment,
  });
  const threads = await threadsOf(db, [response]);
  return { data: { status: 'Saved', threads: threads.get(response.id) ?? [] } };
};

import type { Handler } from '../api/handler.ts';
import { answerViews, writeAnswers } from '../commands/survey-answers.ts';
import { linkedResponseForSave } from '../commands/survey-responses.ts';

/**
 * saveSurveyAnswers (D35): every answer is checked against its question first (field errors `answers.<i>.value`,
 * nothing saved), then all are stored at once, per question the later write winning. Answers others saved after
 * `since` come back so the form can merge them.
 */
export const saveSurveyAnswers: Handler<'saveSurveyAnswers'> = async (payload, { db, auth }) => {
  const { response, definition, linkId } = await linkedResponseForSave(db, payload.token);
  const savedAt = await writeAnswers(db, {
    responseId: response.id,
    definition,
    answers: payload.answers,
    userId: auth?.user.id ?? null,
    linkId,
    position: payload.position,
  });
  const mine = new Set(payload.answers.map((a) => a.code));
  const others = payload.since ? await answerViews(db, response.id, new Date(payload.since)) : [];
  return {
    data: {
      savedAt: savedAt.toISOString(),
      answers: others.filter((a) => !mine.has(a.code) || a.answeredAt !== savedAt.toISOString()),
    },
  };
};

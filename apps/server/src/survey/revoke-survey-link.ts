import type { Handler } from '../api/handler.ts';
import { ensureResponseAndLink, formUrl, namedLab, replaceLink } from '../commands/survey-responses.ts';

/** revokeSurveyLink (D35): the live link of the current round's response stops working and a new one replaces it. */
export const revokeSurveyLink: Handler<'revokeSurveyLink'> = async (payload, { db, auth }) => {
  const lab = await namedLab(db, payload.lab_code);
  const userId = auth?.user.id ?? null;
  const { response, round } = await ensureResponseAndLink(db, lab.id, payload.q_cat_code, userId);
  const token = await replaceLink(db, response.id, userId);
  return { data: { s_url: formUrl(token), round } };
};

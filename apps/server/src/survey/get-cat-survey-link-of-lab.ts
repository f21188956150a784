import type { Handler } from '../api/handler.ts';
import { ensureResponseAndLink, formUrl, namedLab, surveyFailures } from '../commands/survey-responses.ts';

/**
 * getCatSurveyLinkOfLab: the current round's form link, made on first ask (D37). With `checkExistanceOfData` a
 * submitted response answers code 114, which stops the §4 link polling.
 */
export const getCatSurveyLinkOfLab: Handler<'getCatSurveyLinkOfLab'> = async (payload, { db, auth }) => {
  const lab = await namedLab(db, payload.lab_code);
  const { response, token, round } = await ensureResponseAndLink(db, lab.id, payload.q_cat_code, auth?.user.id ?? null);
  if (payload.checkExistanceOfData && response.status === 'A') throw surveyFailures.surveyExists();
  return { data: { s_url: formUrl(token), round } };
};

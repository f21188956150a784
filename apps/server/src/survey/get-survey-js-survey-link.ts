import type { Handler } from '../api/handler.ts';
import { labMember } from '../api/handler.ts';
import { ensureResponseAndLink, formUrl, surveyFailures } from '../commands/survey-responses.ts';

/**
 * getSurveyJsSurveyLink (D34): the caller's own lab's distribution link for a category, made on first ask; with
 * `checkExistanceOfData` a submitted response answers code 114 as in getCatSurveyLinkOfLab.
 */
export const getSurveyJsSurveyLink: Handler<'getSurveyJsSurveyLink'> = async (payload, ctx) => {
  const caller = labMember(ctx);
  const { response, token } = await ensureResponseAndLink(ctx.db, caller.lab.id, payload.q_cat_code, caller.user.id);
  if (payload.checkExistanceOfData && response.status === 'A') throw surveyFailures.surveyExists();
  return { data: { distribution_link: formUrl(token) } };
};

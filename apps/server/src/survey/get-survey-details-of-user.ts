import type { Handler } from '../api/handler.ts';
import { labMember } from '../api/handler.ts';
import { currentRound, formUrl, liveLinkOf, responseOf } from '../commands/survey-responses.ts';

/**
 * getSurveyDetailsOfUser (§3 "Survey-user details"): the caller's lab's links for one category of the current
 * round. Nothing is made here: before the first link every field is empty. The retake link is offered while a
 * submitted response may still be reopened (not validated yet, D35).
 */
export const getSurveyDetailsOfUser: Handler<'getSurveyDetailsOfUser'> = async (payload, ctx) => {
  const caller = labMember(ctx);
  const round = await currentRound(ctx.db, payload.q_cat_code);
  const response = round && (await responseOf(ctx.db, caller.lab.id, payload.q_cat_code, round.round));
  const link = response && (await liveLinkOf(ctx.db, response.id));
  const url = link ? formUrl(link.token) : null;
  const reopenable = response?.status === 'A' && response.surveyStatus === null;
  return {
    data: {
      distributionLink: url,
      retakeLink: url && reopenable ? `${url}?retake=1` : null,
      responseId: response?.id ?? null,
      validatedStatus: response?.surveyStatus ?? null,
      waitForImport: response?.processState === 'queued',
      contactId: response?.id ?? null,
    },
  };
};

import type { Handler } from '../api/handler.ts';
import { ensureResponseAndLink, formUrl, labByCode, surveyFailures } from '../commands/survey-responses.ts';

/**
 * getCatSurveyLinkOfchinaLab (D37): the China lab entry, public on the China site only, where the lab code of the
 * entry URL is the lab's key. It answers the form link (none once submitted) and the validation status, keyed by lab
 * code then category (§3), and never signs anyone in.
 */
export const getCatSurveyLinkOfchinaLab: Handler<'getCatSurveyLinkOfchinaLab'> = async (
  payload,
  { db, config, auth },
) => {
  if (config.siteLocation !== 'china') throw surveyFailures.wrongSite();
  const lab = await labByCode(db, payload.lab_code);
  if (!lab) throw surveyFailures.unknownLabCode();
  const { response, token } = await ensureResponseAndLink(db, lab.id, payload.q_cat_code, auth?.user.id ?? null);
  const entry = {
    survey_status: response.surveyStatus,
    lab_name: lab.name,
    s_url: response.status === 'A' ? null : formUrl(token),
  };
  return { data: { [payload.lab_code]: { [payload.q_cat_code]: entry } } };
};

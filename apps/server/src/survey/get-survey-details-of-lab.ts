import type { Handler } from '../api/handler.ts';
import { surveyDetailsOfLab } from '../commands/survey-details.ts';
import { namedLab } from '../commands/survey-responses.ts';

/** getSurveyDetailsOfLab: the lab's survey state per category (§3, D37). */
export const getSurveyDetailsOfLab: Handler<'getSurveyDetailsOfLab'> = async (payload, { db }) => {
  const lab = await namedLab(db, payload.lab_code);
  return {
    data: { labName: lab.name, countryCode: lab.countryCode, categories: await surveyDetailsOfLab(db, lab.id) },
  };
};

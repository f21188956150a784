import type { Handler } from '../api/handler.ts';
import { surveyDetailsOfLab } from '../commands/survey-details.ts';
import { namedLab } from '../commands/survey-responses.ts';

/**
 * labDetails: the lab and its survey state per category (§7, D37). Every category is answered even when one is named:
 * the response's record has one entry per category.
 */
export const labDetails: Handler<'labDetails'> = async (payload, { db }) => {
  const lab = await namedLab(db, payload.labCode);
  return {
    data: {
      labId: lab.id,
      labCode: lab.labCode ?? payload.labCode,
      labName: lab.name,
      labNameInLocalLang: lab.nameLocal,
      countryCode: lab.countryCode,
      labStatus: lab.status,
      categories: await surveyDetailsOfLab(db, lab.id),
    },
  };
};

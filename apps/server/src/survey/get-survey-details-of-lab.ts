import type { ResponseOf } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { surveyDetailsOfLab } from '../commands/survey-details.ts';
import { namedLab } from '../commands/survey-responses.ts';
import { CacheKind } from '../shared/feed-cache.ts';

/**
 * Survey areas answered, per process (D78): one stays until the lab's record, responses, links or threads change
 * (`lab-code:<code>`) or a round opens or closes (`rounds`).
 */
const surveyAreas = new CacheKind<ResponseOf<'getSurveyDetailsOfLab'>>({
  max: 5_000,
  prefixes: ['rounds', 'lab-code:'],
  clearOn: ['rounds'],
});

/** getSurveyDetailsOfLab: the lab's survey state per category (§3, D37). */
export const getSurveyDetailsOfLab: Handler<'getSurveyDetailsOfLab'> = async (payload, { db }) => ({
  data: await surveyAreas.get(
    db,
    payload.lab_code,
    async () => {
      const lab = await namedLab(db, payload.lab_code);
      return { labName: lab.name, countryCode: lab.countryCode, categories: await surveyDetailsOfLab(db, lab.id) };
    },
    [`lab-code:${payload.lab_code}`],
  ),
});

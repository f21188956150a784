import { useQuery } from '@tanstack/react-query';
import type { SurveyCategory } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The China lab entry (D37): the form link, status and lab name, by the decoded lab code. */
export const getCatSurveyLinkOfchinaLab = (labCode: string, category: SurveyCategory) =>
  callApi('getCatSurveyLinkOfchinaLab', { lab_code: labCode, q_cat_code: category, checkExistanceOfData: false });

export function useCatSurveyLinkOfChinaLab(labCode: string | null, category: SurveyCategory | null) {
  return useQuery({
    queryKey: ['survey', 'chinaLink', labCode, category],
    queryFn: () => getCatSurveyLinkOfchinaLab(labCode ?? '', category ?? 'CL'),
    enabled: !!labCode && !!category,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { SurveyCategory } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every lab's threads; staff messages and validation change them. */
export const labThreadsKey = ['review', 'lab-threads'] as const;

/** The threads of a lab's current-round response of a category, with the validation outcome. */
export const getSurveyComment = (labCode: string, category: SurveyCategory) =>
  callApi('getSurveyComment', { labCode, category });

export function useSurveyComment(labCode: string, category: SurveyCategory) {
  return useQuery({
    queryKey: [...labThreadsKey, labCode, category],
    queryFn: () => getSurveyComment(labCode, category),
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SURVEY_POLL_MS, stillWaiting } from '../survey-polling.ts';

export const surveyDetailsQueryKey = (labCode: string) => ['survey', 'details', labCode] as const;

/** The lab's survey state per category (§7). */
export const getSurveyDetailsOfLab = (labCode: string) => callApi('getSurveyDetailsOfLab', { lab_code: labCode });

export function useSurveyDetailsOfLab(labCode: string | null, category?: string) {
  return useQuery({
    queryKey: surveyDetailsQueryKey(labCode ?? ''),
    queryFn: () => getSurveyDetailsOfLab(labCode ?? ''),
    enabled: !!labCode,
    retry: false,
    refetchInterval: (query) => (stillWaiting(query.state.data, category) ? SURVEY_POLL_MS : false),
  });
}

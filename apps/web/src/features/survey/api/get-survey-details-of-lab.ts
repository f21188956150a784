import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** §9: survey details are reloaded every 60 s until a link exists and no import is awaited. */
export const SURVEY_POLL_MS = 60_000;

export const surveyDetailsQueryKey = (labCode: string) => ['survey', 'details', labCode] as const;

/** The lab's survey state per category (§7). */
export const getSurveyDetailsOfLab = (labCode: string) => callApi('getSurveyDetailsOfLab', { lab_code: labCode });

type Details = ResponseOf<'getSurveyDetailsOfLab'>;

/** Polls while some category still waits: for its link, or for the processing of its response (§4). */
export function stillWaiting(details: Details | undefined, category?: string): boolean {
  if (!details) return false;
  const entries = Object.entries(details.categories).filter(([code]) => !category || code === category);
  return entries.some(([, d]) => !d.s_url || d.waitForImport);
}

export function useSurveyDetailsOfLab(labCode: string | null, category?: string) {
  return useQuery({
    queryKey: surveyDetailsQueryKey(labCode ?? ''),
    queryFn: () => getSurveyDetailsOfLab(labCode ?? ''),
    enabled: !!labCode,
    retry: false,
    refetchInterval: (query) => (stillWaiting(query.state.data, category) ? SURVEY_POLL_MS : false),
  });
}

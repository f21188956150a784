import { useQuery } from '@tanstack/react-query';
import type { SurveyCategory } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

export const labDetailsQueryKey = (labCode: string) => ['survey', 'labDetails', labCode] as const;

/** The lab and its survey summary (§7): the lab-name heading of the survey pages. */
export const labDetails = (labCode: string, surveyCategoryCode?: SurveyCategory) =>
  callApi('labDetails', { labCode, ...(surveyCategoryCode ? { surveyCategoryCode } : {}) });

export function useLabDetails(labCode: string | null) {
  return useQuery({
    queryKey: labDetailsQueryKey(labCode ?? ''),
    queryFn: () => labDetails(labCode ?? ''),
    enabled: !!labCode,
    retry: false,
  });
}

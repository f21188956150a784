import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@labbench/contract/codes';
import type { SurveyCategory } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';
import { SURVEY_POLL_MS } from '../survey-polling.ts';

export const surveyLinkQueryKey = (labCode: string, category: string) => ['survey', 'link', labCode, category] as const;

/** The current round's form link, made on first ask; with checkExistanceOfData a submitted response answers 114. */
export const getCatSurveyLinkOfLab = (labCode: string, category: SurveyCategory, checkExistanceOfData: boolean) =>
  callApi('getCatSurveyLinkOfLab', { lab_code: labCode, q_cat_code: category, checkExistanceOfData });

/** Code 114: this round's response already exists as submitted, which stops the link polling (§4, §8). */
export function isSurveyExists(error: unknown): boolean {
  return error instanceof ApiCallError && error.error.code === ERROR_CODES.surveyExists;
}

/** §4: retried every 60 s until a link arrives or the answer is 114. */
export function useCatSurveyLinkOfLab(labCode: string | null, category: SurveyCategory | null, check: boolean) {
  return useQuery({
    queryKey: [...surveyLinkQueryKey(labCode ?? '', category ?? ''), check],
    queryFn: () => getCatSurveyLinkOfLab(labCode ?? '', category ?? 'CL', check),
    enabled: !!labCode && !!category,
    retry: false,
    refetchInterval: (query) =>
      query.state.data || isSurveyExists(query.state.error) || query.state.error ? false : SURVEY_POLL_MS,
  });
}

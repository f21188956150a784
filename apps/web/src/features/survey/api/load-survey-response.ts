import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The form's definition and the answers so far, by link token (D35). */
export const loadSurveyResponse = (token: string) => callApi('loadSurveyResponse', { token });

/** Loaded once per visit: a background refresh must not reset the form under the respondent. */
export function useLoadSurveyResponse(token: string) {
  return useQuery({
    queryKey: ['survey', 'form', token],
    queryFn: () => loadSurveyResponse(token),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

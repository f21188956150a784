import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** One response in full; edits, messages and validation refresh it. */
export const responseDetailKey = (responseId: string) => ['review', 'detail', responseId] as const;

/** One response for staff: answers, who and when, failed checks, edits, threads. */
export const validateSurveyQuestionsResponse = (responseId: string) =>
  callApi('validateSurveyQuestionsResponse', { responseId });

const PROCESSING_POLL_MS = 2000;

export function useSurveyQuestionsResponse(responseId: string) {
  return useQuery({
    queryKey: responseDetailKey(responseId),
    queryFn: () => validateSurveyQuestionsResponse(responseId),
    // A staff edit queues processing again (D38); staff validate only what has been checked, so look until it is done.
    refetchInterval: (query) => (query.state.data?.summary.waitForImport ? PROCESSING_POLL_MS : false),
  });
}

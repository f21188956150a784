import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The form's Complete: submits the response and queues its processing. */
export const completeSurveyResponse = (token: string) => callApi('completeSurveyResponse', { token });

export function useCompleteSurveyResponse() {
  return useMutation({ mutationFn: completeSurveyResponse });
}

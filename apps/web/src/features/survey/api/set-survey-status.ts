import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { surveyDetailsQueryKey } from './get-survey-details-of-lab.ts';

/** Submits (A) or reopens (P) the lab's response of a category (D37). */
export const setSurveyStatus = (payload: PayloadOf<'setSurveyStatus'>) => callApi('setSurveyStatus', payload);

export function useSetSurveyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSurveyStatus,
    onSuccess: (_data, payload) => queryClient.invalidateQueries({ queryKey: surveyDetailsQueryKey(payload.lab_code) }),
  });
}

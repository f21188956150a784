import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { validationListKey } from './get-surveys-for-validation.ts';
import { labThreadsKey } from './get-survey-comment.ts';
import { responseDetailKey } from './validate-survey-questions-response.ts';

/** Accept (A) or reject (R, comment required) a submitted response. */
export const validateSurvayandapprove = (payload: PayloadOf<'validateSurvayandapprove'>) =>
  callApi('validateSurvayandapprove', payload);

/** Validation closes every thread and changes the row's status. */
export function useValidateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateSurvayandapprove,
    onSuccess: (_data, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseDetailKey(payload.responseId) }),
        queryClient.invalidateQueries({ queryKey: validationListKey }),
        queryClient.invalidateQueries({ queryKey: labThreadsKey }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { validationListKey } from './get-surveys-for-validation.ts';
import { responseDetailKey } from './validate-survey-questions-response.ts';

/** Staff's decision (D56): accept (A), return to the lab (P, message required) or reject (R, reason required). */
export const validateSurvayandapprove = (payload: PayloadOf<'validateSurvayandapprove'>) =>
  callApi('validateSurvayandapprove', payload);

/** The decision changes the response's state, its threads and its list row. */
export function useValidateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateSurvayandapprove,
    onSuccess: (_data, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseDetailKey(payload.responseId) }),
        queryClient.invalidateQueries({ queryKey: validationListKey }),
      ]),
  });
}

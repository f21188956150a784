import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { validationListKey } from './get-surveys-for-validation.ts';
import { responseDetailKey } from './validate-survey-questions-response.ts';

/** Staff change one answer (audited by the server). */
export const updateSurveyResponseByinternalUser = (payload: PayloadOf<'updateSurveyResponseByinternalUser'>) =>
  callApi('updateSurveyResponseByinternalUser', payload);

/** The detail shows the new value and the edit history; list rows may change their failed-check count. */
export function useUpdateSurveyResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurveyResponseByinternalUser,
    onSuccess: (_data, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseDetailKey(payload.responseId) }),
        queryClient.invalidateQueries({ queryKey: validationListKey }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { validationListKey } from './get-surveys-for-validation.ts';
import { responseDetailKey } from './validate-survey-questions-response.ts';

/** Staff's message in a question's thread: it flags the question for the lab. */
export const submitSurveyComment = (payload: PayloadOf<'submitSurveyComment'>) =>
  callApi('submitSurveyComment', payload);

/** The response's threads and the list's open-question count change. */
export function useSubmitSurveyComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSurveyComment,
    onSuccess: (_data, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseDetailKey(payload.responseId) }),
        queryClient.invalidateQueries({ queryKey: validationListKey }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { validationListKey } from './get-surveys-for-validation.ts';
import { labThreadsKey } from './get-survey-comment.ts';
import { responseDetailKey } from './validate-survey-questions-response.ts';

/** A message in a question's thread: from staff it flags the question, from the lab it answers. */
export const submitSurveyComment = (payload: PayloadOf<'submitSurveyComment'>) =>
  callApi('submitSurveyComment', payload);

/** Both sides' views of the thread and the list's open-question count change. */
export function useSubmitSurveyComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSurveyComment,
    onSuccess: (_data, payload) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseDetailKey(payload.responseId) }),
        queryClient.invalidateQueries({ queryKey: validationListKey }),
        queryClient.invalidateQueries({ queryKey: labThreadsKey }),
      ]),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The lab's reply to staff's question about one question, through the form's link; answers every thread after it. */
export const replyToSurveyQuestion = (payload: PayloadOf<'replyToSurveyQuestion'>) =>
  callApi('replyToSurveyQuestion', payload);

export function useReplyToSurveyQuestion() {
  return useMutation({ mutationFn: replyToSurveyQuestion });
}

import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Saves changed answers (last write wins) and answers those others saved meanwhile. */
export const saveSurveyAnswers = (payload: PayloadOf<'saveSurveyAnswers'>) => callApi('saveSurveyAnswers', payload);

export function useSaveSurveyAnswers() {
  return useMutation({ mutationFn: saveSurveyAnswers });
}

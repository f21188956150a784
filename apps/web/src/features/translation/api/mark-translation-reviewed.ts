import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Removes a key's review mark in one language. */
export const markTranslationReviewed = (payload: PayloadOf<'markTranslationReviewed'>) =>
  callApi('markTranslationReviewed', payload);

/** The coverage counts and lists are fetched again once the mark is gone. */
export function useMarkTranslationReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTranslationReviewed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['translation', 'coverage'] }),
  });
}

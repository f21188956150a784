import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Saves changed texts: answers Updated, Refused with the problems, or Conflict with what is stored now. */
export const updateTranslationByLanguageKey = (payload: PayloadOf<'updateTranslationByLanguageKey'>) =>
  callApi('updateTranslationByLanguageKey', payload);

/** After a save the tool's lists (history, coverage, the editor's texts) are read again. */
export function useUpdateTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTranslationByLanguageKey,
    onSuccess: (answer) =>
      answer.status === 'Updated' ? queryClient.invalidateQueries({ queryKey: ['translation'] }) : undefined,
  });
}

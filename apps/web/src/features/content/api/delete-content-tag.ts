import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_CONTENT_KEY } from './get-content-items.ts';

/** Deletes a tag; the articles that carried it lose it. */
export const deleteContentTag = (payload: PayloadOf<'deleteContentTag'>) => callApi('deleteContentTag', payload);

export function useDeleteContentTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_CONTENT_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_CONTENT_KEY } from './get-content-items.ts';

/** Creates an item (no id) or saves it with the language versions sent; the others are kept. */
export const saveContentItem = (payload: PayloadOf<'saveContentItem'>) => callApi('saveContentItem', payload);

export function useSaveContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentItem,
    // The lists and tag counts change; the open editor keeps its own state (its query is not refetched by focus).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...STAFF_CONTENT_KEY, 'items'] }),
  });
}

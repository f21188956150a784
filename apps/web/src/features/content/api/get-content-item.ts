import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_CONTENT_KEY } from './get-content-items.ts';

/** One item with every language version, for the editor. */
export const getContentItem = (payload: PayloadOf<'getContentItem'>) => callApi('getContentItem', payload);

/** Loaded once per editor: a refetch in the background would move the texts under the staff member's edits. */
export function useContentItem(id: string | null) {
  return useQuery({
    queryKey: [...STAFF_CONTENT_KEY, 'item', id],
    queryFn: () => getContentItem({ id: id ?? '' }),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

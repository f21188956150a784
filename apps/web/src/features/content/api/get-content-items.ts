import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Staff's content queries share this prefix: a save, publication or tag change reads them all again. */
export const STAFF_CONTENT_KEY = ['content', 'staff'] as const;

/** One page of articles and pages for staff, each with its language versions' states. */
export const getContentItems = (payload: PayloadOf<'getContentItems'>) => callApi('getContentItems', payload);

export function useContentItems(payload: PayloadOf<'getContentItems'>) {
  return useQuery({
    queryKey: [...STAFF_CONTENT_KEY, 'items', payload],
    queryFn: () => getContentItems(payload),
    placeholderData: keepPreviousData,
  });
}

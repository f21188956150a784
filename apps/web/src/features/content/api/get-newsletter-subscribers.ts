import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_CONTENT_KEY } from './get-content-items.ts';

/** One page of the confirmed newsletter subscribers. */
export const getNewsletterSubscribers = (payload: PayloadOf<'getNewsletterSubscribers'>) =>
  callApi('getNewsletterSubscribers', payload);

export function useNewsletterSubscribers(payload: PayloadOf<'getNewsletterSubscribers'>) {
  return useQuery({
    queryKey: [...STAFF_CONTENT_KEY, 'subscribers', payload],
    queryFn: () => getNewsletterSubscribers(payload),
    placeholderData: keepPreviousData,
  });
}

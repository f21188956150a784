import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** How many labs a peer group holds. */
export const getPeerGroupSize = (payload: PayloadOf<'getPeerGroupSize'>) => callApi('getPeerGroupSize', payload);

/** The peer builder's live N while the user narrows the group; the last count stays while the next one loads. */
export function usePeerGroupSize(payload: PayloadOf<'getPeerGroupSize'>) {
  return useQuery({
    queryKey: ['benchmark', 'peerGroupSize', payload],
    queryFn: () => getPeerGroupSize(payload),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

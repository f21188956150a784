import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** How many labs a peer group holds. */
export const getPeerGroupSize = (payload: PayloadOf<'getPeerGroupSize'>) => callApi('getPeerGroupSize', payload);

/**
 * The peer builder's live N while the user narrows the group; the last count stays while the next one loads. Null
 * asks nothing: the group shown already has its size in the dashboard's answer.
 */
export function usePeerGroupSize(payload: PayloadOf<'getPeerGroupSize'> | null) {
  return useQuery({
    queryKey: ['benchmark', 'peerGroupSize', payload],
    queryFn: () => getPeerGroupSize(payload as PayloadOf<'getPeerGroupSize'>),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

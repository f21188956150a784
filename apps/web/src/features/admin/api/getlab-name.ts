import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached list of labs and users: a save, link or deletion changes rows of any of them. */
export const adminListsKey = ['admin', 'lists'] as const;

/** Staff's lab search, one page (the server clamps it). */
export const getlabName = (payload: PayloadOf<'getlabName'>) => callApi('getlabName', payload);

/** The page of labs; the previous page stays on screen while the next one loads. */
export function useLabSearch(payload: PayloadOf<'getlabName'>, enabled = true) {
  return useQuery({
    queryKey: [...adminListsKey, 'labs', payload],
    queryFn: () => getlabName(payload),
    placeholderData: keepPreviousData,
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The record an edit screen is about: a lab with its users, or a user with their lab. */
export const recordKey = (payload: PayloadOf<'getlabanduser'>) => ['admin', 'record', payload] as const;

export const getlabanduser = (payload: PayloadOf<'getlabanduser'>) => callApi('getlabanduser', payload);

/** Loaded once per screen: a refetch in the background would move the version under the user's edits (D58). */
export function useLabAndUsers(payload: PayloadOf<'getlabanduser'> | null) {
  return useQuery({
    queryKey: recordKey(payload ?? {}),
    queryFn: () => getlabanduser(payload ?? {}),
    enabled: payload !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

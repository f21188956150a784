import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

export const profileQueryKey = (userType: UserType) => ['profile', userType] as const;

/** §6: a content reader's profile comes from getcontentreaderprofile, everyone else's from getuserprofile. */
export function getProfile(userType: UserType) {
  return callApi(userType === 'contentreader' ? 'getcontentreaderprofile' : 'getuserprofile', { userType });
}

/** The signed-in user's own profile; loaded once per screen so a background refresh never resets the form. */
export function useProfile(userType: UserType) {
  return useQuery({
    queryKey: profileQueryKey(userType),
    queryFn: () => getProfile(userType),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

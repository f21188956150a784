import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { getcontentreaderprofile } from './getcontentreaderprofile.ts';

export const profileQueryKey = (userType: UserType) => ['profile', userType] as const;

/** The profile of an external user or distributor (§6). */
export function getuserprofile(userType: UserType) {
  return callApi('getuserprofile', { userType });
}

/**
 * The signed-in user's own profile; loaded once per screen so a background refresh never resets the form, and
 * dropped when no screen shows it: the next one (the page after the banner's modal saved) reads what was saved.
 * §6: a content reader's profile comes from getcontentreaderprofile, everyone else's from getuserprofile.
 */
export function useProfile(userType: UserType) {
  return useQuery({
    queryKey: profileQueryKey(userType),
    queryFn: () => (userType === 'contentreader' ? getcontentreaderprofile(userType) : getuserprofile(userType)),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

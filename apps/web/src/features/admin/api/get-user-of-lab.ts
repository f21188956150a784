import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@labbench/contract/codes';
import type { ApiError, PayloadOf, ResponseOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';
import { adminListsKey } from './getlab-name.ts';

/** A lab's users, or staff's user search, one page (the server clamps it). */
export const getUserOfLab = (payload: PayloadOf<'getUserOfLab'>) => callApi('getUserOfLab', payload);

/** The page of users; the previous page stays on screen while the next one loads. */
export function useUserSearch(payload: PayloadOf<'getUserOfLab'>) {
  return useQuery({
    queryKey: [...adminListsKey, 'users', payload],
    queryFn: () => getUserOfLab(payload),
    placeholderData: keepPreviousData,
  });
}

/**
 * The users of one lab, or `noUser` when the lab has none (§8 103: an answer, not a failure) with the guest-like
 * current user the server built from the lab's detail.
 */
export type UsersOfLab =
  { noUser: true; guest: ApiError['guestUser'] | null } | { noUser: false; page: ResponseOf<'getUserOfLab'> };

export async function usersOfLab(labId: string): Promise<UsersOfLab> {
  try {
    return { noUser: false, page: await getUserOfLab({ labId }) };
  } catch (error) {
    if (error instanceof ApiCallError && error.error.code === ERROR_CODES.noUserForLab) {
      return { noUser: true, guest: error.error.guestUser ?? null };
    }
    throw error;
  }
}

export function useUsersOfLab(labId: string | null) {
  return useQuery({
    queryKey: [...adminListsKey, 'usersOfLab', labId],
    queryFn: () => usersOfLab(labId ?? ''),
    enabled: labId !== null,
  });
}

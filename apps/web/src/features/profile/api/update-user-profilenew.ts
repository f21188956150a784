import { useMutation } from '@tanstack/react-query';
import type { PayloadOf, UserType } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { userRegistration } from './user-registration.ts';

interface UpdateProfileInput {
  userType: UserType;
  payload: PayloadOf<'updateUserProfilenew'>;
}

/** Saves the profile of an external user or distributor (§6/§7). */
export const updateUserProfilenew = (payload: PayloadOf<'updateUserProfilenew'>) =>
  callApi('updateUserProfilenew', payload);

/** §6/§7: content readers save with userRegistration, everyone else with updateUserProfilenew. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ userType, payload }: UpdateProfileInput) =>
      userType === 'contentreader' ? userRegistration(payload) : updateUserProfilenew(payload),
  });
}

import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, profileUpdatedResponse } from '@labbench/contract';
import type { PayloadOf, UserType } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';
import { userRegistration } from './user-registration.ts';

interface UpdateProfileInput {
  userType: UserType;
  payload: PayloadOf<'updateUserProfilenew'>;
}

/** Saves the profile of an external user or distributor (§6/§7). */
export async function updateUserProfilenew(payload: PayloadOf<'updateUserProfilenew'>) {
  const data = await callApi('updateUserProfilenew', payload);
  // Only Status 'Updated' is a success (§7); anything else is "Error in process" (§8).
  if (!profileUpdatedResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

/** §6/§7: content readers save with userRegistration, everyone else with updateUserProfilenew. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ userType, payload }: UpdateProfileInput) =>
      userType === 'contentreader' ? userRegistration(payload) : updateUserProfilenew(payload),
  });
}

import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, profileUpdatedResponse } from '@labbench/contract';
import type { PayloadOf, UserType } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

interface UpdateProfileInput {
  userType: UserType;
  payload: PayloadOf<'updateUserProfilenew'>;
}

/** §6/§7: content readers save with userRegistration, everyone else with updateUserProfilenew. */
export async function updateProfile({ userType, payload }: UpdateProfileInput) {
  const data = await callApi(userType === 'contentreader' ? 'userRegistration' : 'updateUserProfilenew', payload);
  // Only Status 'Updated' is a success (§7); anything else is "Error in process" (§8).
  if (!profileUpdatedResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

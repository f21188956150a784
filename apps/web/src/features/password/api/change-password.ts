import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, passwordChangedResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** A signed-in user changes the password (§4 "Password change", normal mode). */
export async function changePassword(input: PayloadOf<'changePassword'>) {
  const data = await callApi('changePassword', input);
  // Only status 'Success' is a success; anything else is "Error in process" (§4, §8).
  if (!passwordChangedResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

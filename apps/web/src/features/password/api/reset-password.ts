import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, passwordChangedResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** Sets the new password of the confirm-password screen with the mailed one-time code; 104: code wrong, used or expired. */
export async function resetPassword(input: PayloadOf<'resetPassword'>) {
  const data = await callApi('resetPassword', input);
  // Only status 'Success' is a success; anything else is "Error in process" (§4, §8).
  if (!passwordChangedResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

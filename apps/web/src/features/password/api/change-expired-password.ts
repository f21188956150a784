import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, passwordChangedResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** The pending change after sign-in answered 110, 120 or 130 (§4 "Password change", expired mode). */
export async function changeExpiredPassword(input: PayloadOf<'changeExpiredPassword'>) {
  const data = await callApi('changeExpiredPassword', input);
  // Only status 'Success' is a success; anything else is "Error in process" (§4, §8).
  if (!passwordChangedResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useChangeExpiredPassword() {
  return useMutation({ mutationFn: changeExpiredPassword });
}

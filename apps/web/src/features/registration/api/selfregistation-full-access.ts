import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, labRegisteredResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** The lab step of a signed-in content reader, who becomes a full-access (external) user. */
export async function selfRegistrationFullAccess(input: PayloadOf<'selfregistationFullAccess'>) {
  const data = await callApi('selfregistationFullAccess', input);
  // Only status 'Registered' is a success; anything else is "Error in process" (§8).
  if (!labRegisteredResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useSelfRegistrationFullAccess() {
  return useMutation({ mutationFn: selfRegistrationFullAccess });
}

import { STRING_ERROR_CODES, profileUpdatedResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** Saves a content reader's profile (§6/§7); used through `useUpdateProfile`, which picks the request by user type. */
export async function userRegistration(payload: PayloadOf<'userRegistration'>) {
  const data = await callApi('userRegistration', payload);
  // Only Status 'Updated' is a success (§7); anything else is "Error in process" (§8).
  if (!profileUpdatedResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, registeredResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** A new lab user and a pending lab; the server mails the verification link. */
export async function selfRegistation(input: PayloadOf<'selfRegistation'>) {
  const data = await callApi('selfRegistation', input);
  // Only status 'Registered' is a success; anything else is "Error in process" (§8).
  if (!registeredResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useSelfRegistation() {
  return useMutation({ mutationFn: selfRegistation });
}

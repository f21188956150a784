import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, registeredResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** A new content reader (content only); the server mails the verification link. */
export async function selfPreRegistation(input: PayloadOf<'selfpreregistation'>) {
  const data = await callApi('selfpreregistation', input);
  // Only status 'Registered' is a success; anything else is "Error in process" (§8).
  if (!registeredResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useSelfPreRegistation() {
  return useMutation({ mutationFn: selfPreRegistation });
}

import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, checkEmailResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** Whether an address already has an account (§5 "already in use"), asked when step 1 is submitted. */
export async function checkEmailExists(input: PayloadOf<'checkEmailIdAlreadyExist'>) {
  const parsed = checkEmailResponse.safeParse(await callApi('checkEmailIdAlreadyExist', input));
  if (!parsed.success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return parsed.data.exists;
}

export function useCheckEmailExists() {
  return useMutation({ mutationFn: checkEmailExists });
}

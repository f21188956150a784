import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Whether an address already has an account (§5 "already in use"), asked when step 1 is submitted. */
export async function checkEmailExists(input: PayloadOf<'checkEmailIdAlreadyExist'>) {
  return (await callApi('checkEmailIdAlreadyExist', input)).exists;
}

export function useCheckEmailExists() {
  return useMutation({ mutationFn: checkEmailExists });
}

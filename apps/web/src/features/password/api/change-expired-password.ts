import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The pending change after sign-in answered 110, 120 or 130 (§4 "Password change", expired mode). */
export const changeExpiredPassword = (input: PayloadOf<'changeExpiredPassword'>) =>
  callApi('changeExpiredPassword', input);

export function useChangeExpiredPassword() {
  return useMutation({ mutationFn: changeExpiredPassword });
}

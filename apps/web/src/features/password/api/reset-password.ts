import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Sets the new password of the confirm-password screen with the mailed one-time code; 104: code wrong, used or expired. */
export const resetPassword = (input: PayloadOf<'resetPassword'>) => callApi('resetPassword', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

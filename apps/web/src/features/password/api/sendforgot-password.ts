import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Mails a one-time code and a link to /confirm-password/:token (§4 "Forgot password"); `captcha` is the ALTCHA payload. */
export const sendForgotPassword = (input: PayloadOf<'sendforgotPassword'>) => callApi('sendforgotPassword', input);

export function useSendForgotPassword() {
  return useMutation({ mutationFn: sendForgotPassword });
}

import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES, sendForgotPasswordResponse } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** Mails a one-time code and a link to /confirm-password/:token (§4 "Forgot password"); `captcha` is the ALTCHA payload. */
export async function sendForgotPassword(input: PayloadOf<'sendforgotPassword'>) {
  const data = await callApi('sendforgotPassword', input);
  // A missing or odd answer is "Error in process" (§8), not a success.
  if (!sendForgotPasswordResponse.safeParse(data).success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return data;
}

export function useSendForgotPassword() {
  return useMutation({ mutationFn: sendForgotPassword });
}

import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The contact form (§1 contact): mails staff; `captcha` is the ALTCHA payload. */
export const sendContactMessage = (input: PayloadOf<'sendContactMessage'>) => callApi('sendContactMessage', input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The link of the double opt-in mail, once: newsletter_link_invalid when unknown, used or expired. */
export const confirmNewsletter = (input: PayloadOf<'confirmNewsletter'>) => callApi('confirmNewsletter', input);

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}

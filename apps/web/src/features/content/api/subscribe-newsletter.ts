import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Newsletter sign-up (§3): always answers `pending`; the confirmation link comes by mail. */
export const subscribeNewsletter = (input: PayloadOf<'subscribeNewsletter'>) => callApi('subscribeNewsletter', input);

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

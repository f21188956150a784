import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The button of the unsubscribe page: only this POST unsubscribes, never the page's GET. */
export const unsubscribeNewsletter = (input: PayloadOf<'unsubscribeNewsletter'>) =>
  callApi('unsubscribeNewsletter', input);

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}

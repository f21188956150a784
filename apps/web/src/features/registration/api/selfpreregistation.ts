import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A new content reader (content only); the server mails the verification link. */
export const selfPreRegistation = (input: PayloadOf<'selfpreregistation'>) => callApi('selfpreregistation', input);

export function useSelfPreRegistation() {
  return useMutation({ mutationFn: selfPreRegistation });
}

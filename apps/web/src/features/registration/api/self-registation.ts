import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A new lab user and a pending lab; the server mails the verification link. */
export const selfRegistation = (input: PayloadOf<'selfRegistation'>) => callApi('selfRegistation', input);

export function useSelfRegistation() {
  return useMutation({ mutationFn: selfRegistation });
}

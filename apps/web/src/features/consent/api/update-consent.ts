import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The answer to the consent question after sign-in (§4 consent enum). */
export function updateConsent(payload: PayloadOf<'updateConsent'>) {
  return callApi('updateConsent', payload);
}

export function useUpdateConsent() {
  return useMutation({ mutationFn: updateConsent });
}

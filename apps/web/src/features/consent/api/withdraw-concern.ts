import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Withdraws consent: the server deletes the caller's account; the lab and its survey data stay. */
export function withdrawConsent(payload: PayloadOf<'withdrawConcern'>) {
  return callApi('withdrawConcern', payload);
}

export function useWithdrawConsent() {
  return useMutation({ mutationFn: withdrawConsent });
}

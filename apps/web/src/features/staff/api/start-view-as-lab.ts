import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Starts viewing a lab as the lab sees it; the server records who started it (audit trail). */
export const startViewAsLab = (payload: PayloadOf<'startViewAsLab'>) => callApi('startViewAsLab', payload);

export function useStartViewAsLab() {
  return useMutation({ mutationFn: startViewAsLab });
}

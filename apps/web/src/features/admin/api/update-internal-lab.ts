import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Creates a lab (no labId) or saves one based on its version (D58); lists and the lab's page read it again. */
export const updateInternalLab = (payload: PayloadOf<'updateInternalLab'>) => callApi('updateInternalLab', payload);

export function useSaveLab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInternalLab,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_CONTENT_KEY } from './get-content-items.ts';

/** Publishes or unpublishes one language version: visitors see the change at once. */
export const setContentPublication = (payload: PayloadOf<'setContentPublication'>) =>
  callApi('setContentPublication', payload);

export function useSetContentPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContentPublication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...STAFF_CONTENT_KEY, 'items'] }),
  });
}

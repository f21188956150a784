import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Deletes or archives a lab (D57) with what the confirmation named. */
export const deleteLabandUser = (payload: PayloadOf<'deleteLabandUser'>) => callApi('deleteLabandUser', payload);

export function useDeleteLab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabandUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

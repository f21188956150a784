import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A new user in an existing lab; the answer holds the one-time password, shown once. */
export const addNewUser = (payload: PayloadOf<'addNewUser'>) => callApi('addNewUser', payload);

export function useAddNewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNewUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

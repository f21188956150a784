import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminListsKey } from './getlab-name.ts';

/** A new user without a lab; the answer holds the one-time password, shown once. */
export const createUser = (payload: PayloadOf<'createUser'>) => callApi('createUser', payload);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListsKey }),
  });
}

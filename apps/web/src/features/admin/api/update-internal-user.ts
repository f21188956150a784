import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminListsKey } from './getlab-name.ts';

/** Saves a user based on their version (D58). */
export const updateInternalUser = (payload: PayloadOf<'updateInternalUser'>) => callApi('updateInternalUser', payload);

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInternalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListsKey }),
  });
}

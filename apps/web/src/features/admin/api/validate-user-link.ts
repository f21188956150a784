import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { adminListsKey } from './getlab-name.ts';

/** Puts a user into a lab, or out of theirs (labId null), based on the user's version. */
export const validateUserLink = (payload: PayloadOf<'validateUserLink'>) => callApi('validateUserLink', payload);

export function useLinkUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateUserLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListsKey }),
  });
}

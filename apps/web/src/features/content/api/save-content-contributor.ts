import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Creates a contributor (no id) or saves one: name, and role and bio per language. */
export const saveContentContributor = (payload: PayloadOf<'saveContentContributor'>) =>
  callApi('saveContentContributor', payload);

export function useSaveContentContributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentContributor,
    // The public list of contributors is where staff read them too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { CONTENT_TAGS_KEY } from './get-content-tags.ts';

/** Creates a tag or renames one (its names per language; the slug stays). */
export const saveContentTag = (payload: PayloadOf<'saveContentTag'>) => callApi('saveContentTag', payload);

export function useSaveContentTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_TAGS_KEY }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** One published article in the visitor's language, else English; `notFound` for unknown slugs. */
export const getContentArticle = (payload: PayloadOf<'getContentArticle'>) => callApi('getContentArticle', payload);

/** Not asked for an address that cannot be a slug (`enabled` false): the screen says "not found" by itself. */
export function useContentArticle(payload: PayloadOf<'getContentArticle'>, enabled = true) {
  return useQuery({ queryKey: ['content', 'article', payload], queryFn: () => getContentArticle(payload), enabled });
}

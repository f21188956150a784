import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** One page (10) of published articles: of a section, a tag or a contributor, newest first. */
export const getContentArticles = (payload: PayloadOf<'getContentArticles'>) => callApi('getContentArticles', payload);

/** The previous page stays on screen while the next one loads; not asked for an address that is no tag. */
export function useContentArticles(payload: PayloadOf<'getContentArticles'>, enabled = true) {
  return useQuery({
    queryKey: ['content', 'articles', payload],
    queryFn: () => getContentArticles(payload),
    placeholderData: keepPreviousData,
    enabled,
  });
}

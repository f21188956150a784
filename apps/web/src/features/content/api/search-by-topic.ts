import { useQuery } from '@tanstack/react-query';
import type { LanguageId, PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The tags of published articles, named in the visitor's language, with how many articles each has (§7). */
export const searchByTopic = (payload: PayloadOf<'searchByTopic'>) => callApi('searchByTopic', payload);

export function useTopics(lang: LanguageId) {
  return useQuery({ queryKey: ['content', 'topics', lang], queryFn: () => searchByTopic({ lang }) });
}

import { useQuery } from '@tanstack/react-query';
import type { LanguageId, PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The contributors, with role and bio in the visitor's language and their number of articles. */
export const getContentContributors = (payload: PayloadOf<'getContentContributors'>) =>
  callApi('getContentContributors', payload);

export function useContentContributors(lang: LanguageId) {
  return useQuery({ queryKey: ['content', 'contributors', lang], queryFn: () => getContentContributors({ lang }) });
}

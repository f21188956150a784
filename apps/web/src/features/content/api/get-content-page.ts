import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A page by type in the visitor's language (else English) and, for DE and IT, the country's own text. */
export const getContentPage = (payload: PayloadOf<'getContentPage'>) => callApi('getContentPage', payload);

export function useContentPage(payload: PayloadOf<'getContentPage'>) {
  return useQuery({ queryKey: ['content', 'page', payload], queryFn: () => getContentPage(payload) });
}

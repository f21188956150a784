import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The change history of a key, of one language or of all, newest first. */
export const getTranslationLog = (payload: PayloadOf<'getTranslationLog'>) => callApi('getTranslationLog', payload);

export function useTranslationLog(payload: PayloadOf<'getTranslationLog'>) {
  return useQuery({
    queryKey: ['translation', 'log', payload],
    queryFn: () => getTranslationLog(payload),
    staleTime: 0,
  });
}

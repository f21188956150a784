import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The counts of every language, and the untranslated, identical and marked keys of one. */
export const getTranslationCoverage = (payload: PayloadOf<'getTranslationCoverage'>) =>
  callApi('getTranslationCoverage', payload);

/** The previous language's lists stay on screen while the next one loads; saves elsewhere change them, so no cache. */
export function useTranslationCoverage(payload: PayloadOf<'getTranslationCoverage'>) {
  return useQuery({
    queryKey: ['translation', 'coverage', payload],
    queryFn: () => getTranslationCoverage(payload),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

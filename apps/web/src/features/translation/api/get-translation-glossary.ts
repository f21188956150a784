import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every text key by glossary section and group, each with the key of its description. */
export const getTranslationGlossary = () => callApi('getTranslationGlossary', {});

/** The keys change only with a new release, so the list is fetched once a visit. */
export function useTranslationGlossary() {
  return useQuery({
    queryKey: ['translation', 'glossary'],
    queryFn: getTranslationGlossary,
    staleTime: Infinity,
  });
}

import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every stored text of a key in every language (every form of a plural family), for the editor. */
export const getValueByLanguageKey = (languageKey: string) => callApi('getValueByLanguageKey', { languageKey });

/** Read afresh each time the editor opens: another translator may have changed the texts meanwhile. */
export function useValueByLanguageKey(languageKey: string | null) {
  return useQuery({
    queryKey: ['translation', 'value', languageKey],
    queryFn: () => getValueByLanguageKey(languageKey ?? ''),
    enabled: languageKey !== null,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

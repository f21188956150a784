import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { adminListsKey } from './getlab-name.ts';

/** The labs of one country for the lab picker (at most 50; `more` asks to narrow the search). */
export const getinternallabName = (labCountryCode: string, search: string) =>
  callApi('getinternallabName', { labCountryCode, ...(search ? { search } : {}) });

export function useLabsOfCountry(labCountryCode: string, search: string) {
  return useQuery({
    queryKey: [...adminListsKey, 'picker', labCountryCode, search],
    queryFn: () => getinternallabName(labCountryCode, search),
    enabled: labCountryCode !== '',
    placeholderData: keepPreviousData,
  });
}

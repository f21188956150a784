import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every country a lab can be in (reference data). */
export const getAllCountryName = () => callApi('getAllCountryName', {});

export function useLabCountries() {
  return useQuery({ queryKey: ['admin', 'allCountries'], queryFn: getAllCountryName, staleTime: Infinity });
}

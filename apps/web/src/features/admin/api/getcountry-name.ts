import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { adminListsKey } from './getlab-name.ts';

/** The countries that have labs, with how many (the lab list's country filter). */
export const getcountryName = () => callApi('getcountryName', {});

export function useCountriesWithLabs() {
  return useQuery({ queryKey: [...adminListsKey, 'countries'], queryFn: getcountryName });
}

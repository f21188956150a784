import { useQuery } from '@tanstack/react-query';
import { STRING_ERROR_CODES } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** The countries and job titles of the registration selects (§7 getRegistationdropdownValue: `data[0]`). */
export async function getRegistrationDropdown() {
  const [lists] = await callApi('getRegistationdropdownValue', {});
  if (!lists) throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  return lists;
}

/** The lists change only with a release: once per visit. */
export function useRegistrationDropdown() {
  return useQuery({
    queryKey: ['getRegistationdropdownValue'],
    queryFn: getRegistrationDropdown,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

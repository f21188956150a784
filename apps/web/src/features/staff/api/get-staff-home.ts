import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** What needs attention in each category's current round. */
export const getStaffHome = () => callApi('getStaffHome', {});

/** The staff home's figures; read again on every visit, since other staff change them all the time. */
export function useStaffHome() {
  return useQuery({ queryKey: ['staff', 'home'], queryFn: getStaffHome, staleTime: 0 });
}

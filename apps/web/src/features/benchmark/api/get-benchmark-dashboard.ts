import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The lab's KPIs against a peer group, with the trend across rounds. */
export const getBenchmarkDashboard = (payload: PayloadOf<'getBenchmarkDashboard'>) =>
  callApi('getBenchmarkDashboard', payload);

/** The dashboard; the previous figures stay on screen while another round or peer group loads. */
export function useBenchmarkDashboard(payload: PayloadOf<'getBenchmarkDashboard'> | null) {
  return useQuery({
    queryKey: ['benchmark', 'dashboard', payload],
    queryFn: () => getBenchmarkDashboard(payload as PayloadOf<'getBenchmarkDashboard'>),
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PayloadOf, ResponseOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

type DashboardPayload = PayloadOf<'getBenchmarkDashboard'>;

/** The lab's KPIs against a peer group, with the trend across rounds. */
export const getBenchmarkDashboard = (payload: DashboardPayload) => callApi('getBenchmarkDashboard', payload);

const dashboardKey = (payload: DashboardPayload | null) => ['benchmark', 'dashboard', payload] as const;

/**
 * The dashboard. While another round or peer group of the same lab and category loads, the figures on screen stay
 * (marked as placeholder); another category starts from the loader, never from the figures of the one before.
 */
export function useBenchmarkDashboard(payload: DashboardPayload | null) {
  return useQuery({
    queryKey: dashboardKey(payload),
    queryFn: () => getBenchmarkDashboard(payload as DashboardPayload),
    enabled: payload !== null,
    placeholderData: (previous: ResponseOf<'getBenchmarkDashboard'> | undefined, query) => {
      const before = query?.queryKey[2];
      return before && payload && before.labCode === payload.labCode && before.category === payload.category
        ? previous
        : undefined;
    },
    retry: false,
  });
}

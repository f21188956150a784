import { useQuery } from '@tanstack/react-query';
import type { BenchmarkDashboard, BenchmarkSensitivity, PayloadOf } from '@labbench/contract';
import { getBenchmarkDashboard } from './api/get-benchmark-dashboard.ts';
import { getBenchmarkSensitivity } from './api/get-benchmark-sensitivity.ts';

type DashboardPayload = PayloadOf<'getBenchmarkDashboard'>;

/** Everything the dashboard screen shows: the figures, and the sensitivity view when the server has one. */
export interface DashboardView {
  dashboard: BenchmarkDashboard;
  sensitivity: BenchmarkSensitivity | null;
}

/** The sensitivity view, or null: a failure hides its section and never the dashboard. */
function sensitivityOf(target: PayloadOf<'getBenchmarkSensitivity'>): Promise<BenchmarkSensitivity | null> {
  return getBenchmarkSensitivity(target).catch(() => null);
}

/**
 * The dashboard and its sensitivity view as one answer. Asked apart, the sensitivity arrived after the dashboard was
 * on screen and re-rendered it all (every card and chart, seconds of main thread on a slow machine) after it looked
 * settled. A category the §3 flags call viewable has a dashboard, so both are asked at once; another one asks for
 * the sensitivity only once the dashboard says it is ready (else the server answers not_found).
 */
export async function getDashboardView(payload: DashboardPayload, viewable: boolean): Promise<DashboardView> {
  const target = { labCode: payload.labCode, category: payload.category, round: payload.round };
  const early = viewable ? sensitivityOf(target) : null;
  const dashboard = await getBenchmarkDashboard(payload);
  if (dashboard.state !== 'ready') return { dashboard, sensitivity: null };
  const sensitivity = await (early ?? sensitivityOf({ ...target, round: dashboard.round }));
  // Without `round` both default to the latest validated round: one validated in between must not mix two rounds.
  return { dashboard, sensitivity: sensitivity?.round === dashboard.round ? sensitivity : null };
}

const viewKey = (payload: DashboardPayload) => ['benchmark', 'dashboardView', payload] as const;

/**
 * The dashboard screen's data. While another round or peer group of the same lab and category loads, the screen on
 * display stays (marked as placeholder); another category starts from the loader, never from the figures of the one
 * before. `viewable` only says whether the sensitivity may be asked at once, so it is no part of the key.
 */
export function useDashboardView(payload: DashboardPayload, viewable: boolean) {
  return useQuery({
    queryKey: viewKey(payload),
    queryFn: () => getDashboardView(payload, viewable),
    placeholderData: (previous: DashboardView | undefined, query) => {
      const before = query?.queryKey[2];
      return before && before.labCode === payload.labCode && before.category === payload.category
        ? previous
        : undefined;
    },
    retry: false,
  });
}

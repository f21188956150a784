import type { BenchmarkDashboard } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { benchmarkDashboard } from '../commands/benchmark-dashboard.ts';
import { CacheKind } from '../shared/feed-cache.ts';

/**
 * Dashboards answered, per process (D78): one stays until a validation changes the statistics or entries
 * (`benchmark`), a round opens or closes (`rounds`), or the lab's own responses or record change (`lab-code:<code>`).
 */
const dashboards = new CacheKind<BenchmarkDashboard>({
  max: 5_000,
  prefixes: ['benchmark', 'rounds', 'lab-code:'],
  clearOn: ['benchmark', 'rounds'],
});

/** The lab's KPIs against a peer group with the trend across rounds, or why there is no dashboard yet. */
export const getBenchmarkDashboard: Handler<'getBenchmarkDashboard'> = async (payload, { db, config }) => ({
  data: await dashboards.get(db, JSON.stringify(payload), () => benchmarkDashboard(db, config, payload), [
    `lab-code:${payload.labCode}`,
  ]),
});

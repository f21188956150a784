import type { Handler } from '../api/handler.ts';
import { benchmarkDashboard } from '../commands/benchmark-dashboard.ts';

/** The lab's KPIs against a peer group with the trend across rounds, or why there is no dashboard yet. */
export const getBenchmarkDashboard: Handler<'getBenchmarkDashboard'> = async (payload, { db, config }) => ({
  data: await benchmarkDashboard(db, config, payload),
});

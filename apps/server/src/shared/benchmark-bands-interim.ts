import type { BenchmarkBand, KpiDirection } from '@labbench/contract';

// INTERIM: stand-ins with the signatures of the contract's band rules (branch kpi-catalogue); deleted when it is merged.

export function bandOf(
  value: number,
  quartiles: { p25: number; p50: number; p75: number },
  better: KpiDirection,
): BenchmarkBand {
  if (better === 'lower') return value <= quartiles.p25 ? 'excellent' : value <= quartiles.p50 ? 'good' : 'growth';
  return value >= quartiles.p75 ? 'excellent' : value >= quartiles.p50 ? 'good' : 'growth';
}

export function percentileRankOf(value: number, percentiles: readonly number[], better: KpiDirection): number {
  const below = percentiles.filter((p) => p < value).length;
  const above = percentiles.filter((p) => p > value).length;
  const rank = better === 'lower' ? above : below;
  return Math.min(100, Math.max(0, rank - (rank > 0 ? 1 : 0)));
}

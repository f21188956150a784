import type { KpiDirection } from '../benchmark/kpi-definition.ts';

export type BenchmarkBand = 'growth' | 'good' | 'excellent';

/** A peer group's quartiles of one KPI. */
export interface Quartiles {
  p25: number;
  p50: number;
  p75: number;
}

/**
 * A lab's band for a KPI (§4), "excellent" always meaning best: where higher is better, at or above the 75th
 * percentile excellent, at or above the median good, below it a growth opportunity; where lower is better the same
 * turned round (at or below the 25th percentile excellent, at or below the median good).
 */
export function bandOf(value: number, { p25, p50, p75 }: Quartiles, better: KpiDirection): BenchmarkBand {
  if (better === 'lower') return value <= p25 ? 'excellent' : value <= p50 ? 'good' : 'growth';
  return value >= p75 ? 'excellent' : value >= p50 ? 'good' : 'growth';
}

/** Where `value` lies among sorted percentiles, as a percentile (0–100) of the distribution, higher meaning larger. */
function positionOf(value: number, percentiles: readonly number[]): number {
  const step = 100 / (percentiles.length - 1);
  const first = percentiles.findIndex((p) => p >= value);
  if (first < 0) return 100;
  let last = first;
  while (last + 1 < percentiles.length && percentiles[last + 1] === value) last += 1;
  // A value equal to a run of equal percentiles sits in the middle of the run.
  if (percentiles[first] === value) return ((first + last) / 2) * step;
  if (first === 0) return 0;
  const low = percentiles[first - 1] ?? value;
  const high = percentiles[first] ?? value;
  return (first - 1 + (value - low) / (high - low)) * step;
}

/**
 * The share of peers (0–100) this lab does better than, from the peer group's stored percentiles (`percentile_cont`
 * at 0, 1, …, 100 %), interpolated between them and turned round where lower is better.
 */
export function percentileRankOf(value: number, percentiles: readonly number[], better: KpiDirection): number {
  if (percentiles.length < 2) throw new RangeError('percentileRankOf needs at least two percentiles');
  const position = Math.min(100, Math.max(0, positionOf(value, percentiles)));
  return better === 'lower' ? 100 - position : position;
}

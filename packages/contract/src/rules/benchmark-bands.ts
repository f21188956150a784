export type BenchmarkBand = 'growth' | 'good' | 'excellent';

/**
 * Report bands (§4) by a KPI's percentile in its region, where a higher percentile is better:
 * below the median a growth opportunity, 50th–75th good, top 25 % excellent.
 */
export function benchmarkBand(percentile: number): BenchmarkBand {
  if (percentile >= 75) return 'excellent';
  if (percentile >= 50) return 'good';
  return 'growth';
}

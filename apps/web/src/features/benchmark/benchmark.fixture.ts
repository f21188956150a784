import type { BenchmarkSensitivity, KpiResult, ReadyBenchmarkDashboard } from '@labbench/contract';

/** A contract-shaped KPI result: the demo lab's sample rejection rate, excellent among 42 APAC labs. */
export function kpiResult(over: Partial<KpiResult> = {}): KpiResult {
  return {
    code: 'CL_SAMPLE_REJECTION',
    value: 0.8,
    n: 42,
    distribution: { p10: 0.5, p25: 1.1, p50: 1.9, p75: 2.8, p90: 4.2 },
    percentile: 87.4,
    band: 'excellent',
    trend: [
      { round: 2025, value: 1.2, median: 2.1, n: 38 },
      { round: 2026, value: 0.8, median: 1.9, n: 42 },
    ],
    ...over,
  };
}

export function readyDashboard(over: Partial<ReadyBenchmarkDashboard> = {}): ReadyBenchmarkDashboard {
  return {
    state: 'ready',
    labName: 'Demo Hospital Laboratory',
    round: 2026,
    rounds: [2025, 2026],
    lab: {
      region: 'apac',
      country: 'TH',
      size: 'medium',
      hospitalSize: 'small',
      labType: 'hospital',
      accreditation: 'yes',
    },
    peers: { filter: { region: 'apac' }, n: 42, minimum: 5, enough: true },
    kpis: [
      kpiResult(),
      kpiResult({
        code: 'CL_TAT_STAT_MEDIAN',
        value: 58,
        percentile: 35,
        band: 'growth',
        distribution: { p10: 30, p25: 40, p50: 50, p75: 62, p90: 80 },
        trend: [{ round: 2026, value: 58, median: 50, n: 42 }],
      }),
      kpiResult({ code: 'CL_COST_PER_TEST', value: null, percentile: null, band: null }),
    ],
    ...over,
  };
}

export const sensitivity: BenchmarkSensitivity = {
  round: 2026,
  groups: [
    { group: 'all', peers: { filter: {}, n: 310, minimum: 5, enough: true } },
    { group: 'country', peers: { filter: { country: 'TH' }, n: 3, minimum: 5, enough: false } },
  ],
  kpis: [{ code: 'CL_SAMPLE_REJECTION', bands: ['good', null] }],
};

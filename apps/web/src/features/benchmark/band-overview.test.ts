import { describe, expect, it } from 'vitest';
import type { KpiResult } from '@labbench/contract';
import { areaOverview, kpiRows } from './band-overview.ts';

const result = (code: string, band: KpiResult['band']): KpiResult => ({
  code,
  value: band ? 1 : null,
  n: 40,
  distribution: null,
  percentile: null,
  band,
  trend: [],
});

describe('areaOverview', () => {
  it('counts the KPIs of each area per band, areas in catalogue order', () => {
    const rows = kpiRows('CL', [
      result('CL_COST_PER_TEST', 'good'),
      result('CL_SAMPLE_REJECTION', 'excellent'),
      result('CL_TAT_STAT_MEDIAN', null),
    ]);
    expect(areaOverview(rows)).toEqual([
      { area: 'quality', counts: { excellent: 1, good: 0, growth: 0, none: 0 }, total: 1 },
      { area: 'speed', counts: { excellent: 0, good: 0, growth: 0, none: 1 }, total: 1 },
      { area: 'cost', counts: { excellent: 0, good: 1, growth: 0, none: 0 }, total: 1 },
    ]);
  });

  it('drops a result whose code the category’s catalogue does not have', () => {
    const rows = kpiRows('CL', [result('CL_SAMPLE_REJECTION', 'growth'), result('ML_UNKNOWN', 'good')]);
    expect(rows.map((r) => r.kpi.code)).toEqual(['CL_SAMPLE_REJECTION']);
    expect(rows[0]?.kpi.unit).toBe('percent');
  });
});

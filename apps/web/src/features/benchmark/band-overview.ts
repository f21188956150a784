import { KPI_AREAS, kpiOf } from '@labbench/contract';
import type { BenchmarkBandValue, KpiArea, KpiDefinition, KpiResult, SurveyCategory } from '@labbench/contract';

export type BandCounts = Record<BenchmarkBandValue, number> & { none: number };

export interface AreaOverview {
  area: KpiArea;
  counts: BandCounts;
  total: number;
}

/** A KPI result with its catalogue entry (unit, direction, area, section); results the catalogue lacks are dropped. */
export interface KpiRow {
  result: KpiResult;
  kpi: KpiDefinition;
}

export function kpiRows(category: SurveyCategory, results: readonly KpiResult[]): KpiRow[] {
  return results.flatMap((result) => {
    const kpi = kpiOf(category, result.code);
    return kpi ? [{ result, kpi }] : [];
  });
}

/** Per area (in catalogue area order, areas without KPIs left out) how many KPIs are in each band. */
export function areaOverview(rows: readonly KpiRow[]): AreaOverview[] {
  return KPI_AREAS.flatMap((area) => {
    const inArea = rows.filter((r) => r.kpi.area === area);
    if (inArea.length === 0) return [];
    const counts: BandCounts = { excellent: 0, good: 0, growth: 0, none: 0 };
    for (const { result } of inArea) counts[result.band ?? 'none'] += 1;
    return [{ area, counts, total: inArea.length }];
  });
}

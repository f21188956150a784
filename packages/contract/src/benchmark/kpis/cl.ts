import type { KpiDefinition } from '../kpi-definition.ts';
import { input } from './formula-helpers.ts';

/** Core lab KPIs (docs/kpis.md). */
export const CL_KPIS: readonly KpiDefinition[] = [
  {
    code: 'CL_SAMPLE_REJECTION',
    category: 'CL',
    unit: 'percent',
    better: 'lower',
    area: 'quality',
    section: 'operation',
    inputs: ['CL_SAMPLE_REJECTION_PCT'],
    formulaText: 'CL_SAMPLE_REJECTION_PCT',
    formula: (v) => input(v, 'CL_SAMPLE_REJECTION_PCT'),
  },
  {
    code: 'CL_TAT_STAT_MEDIAN',
    category: 'CL',
    unit: 'minutes',
    better: 'lower',
    area: 'speed',
    section: 'operation',
    inputs: ['CL_TAT_STAT_MEDIAN_MIN'],
    formulaText: 'CL_TAT_STAT_MEDIAN_MIN',
    formula: (v) => input(v, 'CL_TAT_STAT_MEDIAN_MIN'),
  },
  {
    code: 'CL_COST_PER_TEST',
    category: 'CL',
    unit: 'currency',
    better: 'lower',
    area: 'cost',
    section: 'management',
    inputs: ['CL_COST_PER_TEST'],
    formulaText: 'CL_COST_PER_TEST',
    formula: (v) => input(v, 'CL_COST_PER_TEST'),
  },
];

import { describe, expect, it } from 'vitest';
import type { KpiInputs } from '../kpi-definition.ts';
import { ML_KPIS } from './ml.ts';

/** A medium molecular lab's answers. */
const LAB: KpiInputs = {
  ML_SAMPLE_REJECTION_PCT: 1.5,
  ML_INVALID_RUN_RATE_PCT: 2,
  ML_INVALID_RESULT_RATE_PCT: 1.2,
  ML_REPEAT_RATE_PCT: 3.5,
  ML_CONTAMINATION_EVENTS_YEAR: 3,
  ML_RUNS_PER_MONTH: 125,
  ML_CORRECTED_REPORTS_PER_1000: 0.8,
  ML_NOTIFIABLE_WITHIN_TARGET_PCT: 97,
  ML_EQA_UNACCEPTABLE_PCT: 1.5,
  ML_ISO15189: 1,
  ML_PCR_TAT_MEDIAN_MIN: 720,
  ML_PCR_TAT_P90_MIN: 1440,
  ML_PCR_WITHIN_TARGET_PCT: 89,
  ML_URGENT_TAT_MEDIAN_MIN: 150,
  ML_NGS_TAT_MEDIAN_DAYS: 12,
  ML_COST_PER_TEST: 45,
  ML_KITS_EXPIRED_PCT: 3,
  ML_TESTS_PER_YEAR: 60_000,
  ML_FTE_PATHOLOGISTS: 1,
  ML_FTE_MED_TECHNOLOGISTS: 8,
  ML_FTE_TECHNICIANS: 2,
  ML_FTE_SUPPORT_ADMIN: 1,
  ML_BATCH_UTILISATION_PCT: 78,
  ML_AUTOVALIDATION_PCT: 15,
  ML_AUTOMATION_TRACK: 0,
  ML_MIDDLEWARE: 1,
};

const EXPECTED: Record<string, number> = {
  ML_SAMPLE_REJECTION: 1.5,
  ML_INVALID_RUNS: 2,
  ML_INVALID_RESULTS: 1.2,
  ML_REPEAT_RATE: 3.5,
  ML_CONTAMINATION_PER_1000_RUNS: 2,
  ML_CORRECTED_REPORTS: 0.8,
  ML_NOTIFIABLE_IN_TIME: 97,
  ML_EQA_UNACCEPTABLE: 1.5,
  ML_ISO15189: 100,
  ML_PCR_TAT_MEDIAN: 720,
  ML_PCR_TAT_P90: 1440,
  ML_PCR_IN_TARGET: 89,
  ML_URGENT_TAT_MEDIAN: 150,
  ML_NGS_TAT_MEDIAN: 12,
  ML_COST_PER_TEST: 45,
  ML_KITS_EXPIRED: 3,
  ML_TESTS_PER_FTE: 5000,
  ML_BATCH_UTILISATION: 78,
  ML_AUTOVALIDATION: 15,
  ML_AUTOMATION_LEVEL: 50,
};

const kpi = (code: string) => ML_KPIS.find((k) => k.code === code);
const without = (code: string): KpiInputs => Object.fromEntries(Object.entries(LAB).filter(([c]) => c !== code));

describe('ML KPI formulas', () => {
  it('has an expected value for every KPI', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ML_KPIS.map((k) => k.code).sort());
  });

  it.each(ML_KPIS.map((k) => [k.code, k] as const))('%s of a realistic lab', (code, k) => {
    expect(k.formula(LAB)).toBeCloseTo(EXPECTED[code] ?? Number.NaN, 6);
  });

  it.each(ML_KPIS.map((k) => [k.code, k] as const))('%s is null when an input it needs is missing', (_, k) => {
    expect(k.formula({})).toBeNull();
    for (const code of k.inputs.filter((c) => !c.includes('_FTE_'))) expect(k.formula(without(code))).toBeNull();
  });

  it('gives null on a zero denominator', () => {
    const noStaff = {
      ML_FTE_PATHOLOGISTS: 0,
      ML_FTE_MED_TECHNOLOGISTS: 0,
      ML_FTE_TECHNICIANS: 0,
      ML_FTE_SUPPORT_ADMIN: 0,
    };
    expect(kpi('ML_TESTS_PER_FTE')?.formula({ ...LAB, ...noStaff })).toBeNull();
    expect(kpi('ML_CONTAMINATION_PER_1000_RUNS')?.formula({ ...LAB, ML_RUNS_PER_MONTH: 0 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { KpiInputs } from '../kpi-definition.ts';
import { CL_KPIS } from './cl.ts';

/** A medium hospital core lab's answers. */
const LAB: KpiInputs = {
  CL_SAMPLE_REJECTION_PCT: 1.2,
  CL_HAEMOLYSED_PCT: 0.8,
  CL_MISIDENTIFIED_PCT: 0.05,
  CL_RECOLLECTION_PCT: 0.9,
  CL_CORRECTED_REPORTS_PER_1000: 1.5,
  CL_CRITICAL_WITHIN_TARGET_PCT: 96,
  CL_EQA_PARTICIPATION: 1,
  CL_EQA_UNACCEPTABLE_PCT: 2.5,
  CL_ISO15189: 1,
  CL_TAT_ROUTINE_MEDIAN_MIN: 95,
  CL_TAT_ROUTINE_P90_MIN: 180,
  CL_TAT_ROUTINE_WITHIN_TARGET_PCT: 91,
  CL_TAT_STAT_MEDIAN_MIN: 48,
  CL_TAT_STAT_P90_MIN: 75,
  CL_TAT_STAT_WITHIN_TARGET_PCT: 88,
  CL_TAT_TROPONIN_MEDIAN_MIN: 55,
  CL_COST_PER_TEST: 3.2,
  CL_ANNUAL_OPERATING_COST: 4_000_000,
  CL_TESTS_PER_YEAR: 1_250_000,
  CL_SAMPLES_PER_DAY: 1200,
  CL_FTE_PATHOLOGISTS: 4,
  CL_FTE_MED_TECHNOLOGISTS: 30,
  CL_FTE_TECHNICIANS: 12,
  CL_FTE_SUPPORT_ADMIN: 4,
  CL_AUTOVALIDATION_PCT: 62,
  CL_AUTOMATION_TRACK: 1,
  CL_MIDDLEWARE: 0,
};

const EXPECTED: Record<string, number> = {
  CL_SAMPLE_REJECTION: 1.2,
  CL_HAEMOLYSIS: 0.8,
  CL_MISIDENTIFICATION: 0.05,
  CL_RECOLLECTION: 0.9,
  CL_CORRECTED_REPORTS: 1.5,
  CL_CRITICAL_IN_TIME: 96,
  CL_EQA_PARTICIPATION: 100,
  CL_EQA_UNACCEPTABLE: 2.5,
  CL_ISO15189: 100,
  CL_TAT_ROUTINE_MEDIAN: 95,
  CL_TAT_ROUTINE_P90: 180,
  CL_TAT_ROUTINE_IN_TARGET: 91,
  CL_TAT_STAT_MEDIAN: 48,
  CL_TAT_STAT_P90: 75,
  CL_TAT_STAT_IN_TARGET: 88,
  CL_TAT_TROPONIN_MEDIAN: 55,
  CL_COST_PER_TEST: 3.2,
  CL_OPERATING_COST_PER_TEST: 3.2,
  CL_TESTS_PER_FTE: 25_000,
  CL_SAMPLES_PER_FTE_DAY: 24,
  CL_AUTOVALIDATION: 62,
  CL_AUTOMATION_LEVEL: 50,
};

const ZERO_STAFF = {
  CL_FTE_PATHOLOGISTS: 0,
  CL_FTE_MED_TECHNOLOGISTS: 0,
  CL_FTE_TECHNICIANS: 0,
  CL_FTE_SUPPORT_ADMIN: 0,
};
const kpi = (code: string) => CL_KPIS.find((k) => k.code === code);
const without = (code: string): KpiInputs => Object.fromEntries(Object.entries(LAB).filter(([c]) => c !== code));

describe('CL KPI formulas', () => {
  it('has an expected value for every KPI', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(CL_KPIS.map((k) => k.code).sort());
  });

  it.each(CL_KPIS.map((k) => [k.code, k] as const))('%s of a realistic lab', (code, k) => {
    expect(k.formula(LAB)).toBeCloseTo(EXPECTED[code] ?? Number.NaN, 6);
  });

  it.each(CL_KPIS.map((k) => [k.code, k] as const))('%s is null when an input it needs is missing', (_, k) => {
    expect(k.formula({})).toBeNull();
    // Staff groups add up (a group left blank counts as none); every other input is needed.
    for (const code of k.inputs.filter((c) => !c.includes('_FTE_'))) expect(k.formula(without(code))).toBeNull();
  });

  it('gives null on a zero denominator', () => {
    expect(kpi('CL_TESTS_PER_FTE')?.formula({ ...LAB, ...ZERO_STAFF })).toBeNull();
    expect(kpi('CL_SAMPLES_PER_FTE_DAY')?.formula({ ...LAB, ...ZERO_STAFF })).toBeNull();
    expect(kpi('CL_OPERATING_COST_PER_TEST')?.formula({ ...LAB, CL_TESTS_PER_YEAR: 0 })).toBeNull();
  });

  it('scores the yes/no and choice answers', () => {
    expect(kpi('CL_ISO15189')?.formula({ CL_ISO15189: 0 })).toBe(0);
    expect(kpi('CL_EQA_PARTICIPATION')?.formula({ CL_EQA_PARTICIPATION: 0 })).toBe(0);
    expect(kpi('CL_AUTOMATION_LEVEL')?.formula({ CL_AUTOMATION_TRACK: 1, CL_MIDDLEWARE: 1 })).toBe(100);
    expect(kpi('CL_AUTOMATION_LEVEL')?.formula({ CL_AUTOMATION_TRACK: 0, CL_MIDDLEWARE: 0 })).toBe(0);
  });
});

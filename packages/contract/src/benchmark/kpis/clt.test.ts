import { describe, expect, it } from 'vitest';
import type { KpiInputs } from '../kpi-definition.ts';
import { CLT_KPIS } from './clt.ts';

/** A small hospital lab's answers to the compact survey. */
const LAB: KpiInputs = {
  CLT_SAMPLE_REJECTION_PCT: 2.1,
  CLT_HAEMOLYSED_PCT: 1.4,
  CLT_MISIDENTIFIED_PCT: 0.1,
  CLT_CORRECTED_REPORTS_PER_1000: 2.2,
  CLT_CRITICAL_WITHIN_TARGET_PCT: 90,
  CLT_EQA_UNACCEPTABLE_PCT: 4,
  CLT_ISO15189: 2,
  CLT_TAT_ROUTINE_MEDIAN_MIN: 120,
  CLT_TAT_ROUTINE_P90_MIN: 240,
  CLT_TAT_ROUTINE_WITHIN_TARGET_PCT: 85,
  CLT_TAT_STAT_MEDIAN_MIN: 58,
  CLT_TAT_STAT_WITHIN_TARGET_PCT: 80,
  CLT_COST_PER_TEST: 2.4,
  CLT_TESTS_PER_YEAR: 180_000,
  CLT_SAMPLES_PER_DAY: 200,
  CLT_FTE_PATHOLOGISTS: 1,
  CLT_FTE_MED_TECHNOLOGISTS: 5,
  CLT_FTE_TECHNICIANS: 2,
  CLT_FTE_SUPPORT_ADMIN: 0,
  CLT_AUTOVALIDATION_PCT: 20,
  CLT_AUTOMATION_TRACK: 0,
  CLT_MIDDLEWARE: 1,
};

const EXPECTED: Record<string, number> = {
  CLT_SAMPLE_REJECTION: 2.1,
  CLT_HAEMOLYSIS: 1.4,
  CLT_MISIDENTIFICATION: 0.1,
  CLT_CORRECTED_REPORTS: 2.2,
  CLT_CRITICAL_IN_TIME: 90,
  CLT_EQA_UNACCEPTABLE: 4,
  // in_progress (stored as its position, 2) is not accredited yet.
  CLT_ISO15189: 0,
  CLT_TAT_ROUTINE_MEDIAN: 120,
  CLT_TAT_ROUTINE_P90: 240,
  CLT_TAT_ROUTINE_IN_TARGET: 85,
  CLT_TAT_STAT_MEDIAN: 58,
  CLT_TAT_STAT_IN_TARGET: 80,
  CLT_COST_PER_TEST: 2.4,
  CLT_TESTS_PER_FTE: 22_500,
  CLT_SAMPLES_PER_FTE_DAY: 25,
  CLT_AUTOVALIDATION: 20,
  CLT_AUTOMATION_LEVEL: 50,
};

const kpi = (code: string) => CLT_KPIS.find((k) => k.code === code);
const without = (code: string): KpiInputs => Object.fromEntries(Object.entries(LAB).filter(([c]) => c !== code));

describe('CLT KPI formulas', () => {
  it('has an expected value for every KPI', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(CLT_KPIS.map((k) => k.code).sort());
  });

  it.each(CLT_KPIS.map((k) => [k.code, k] as const))('%s of a realistic lab', (code, k) => {
    expect(k.formula(LAB)).toBeCloseTo(EXPECTED[code] ?? Number.NaN, 6);
  });

  it.each(CLT_KPIS.map((k) => [k.code, k] as const))('%s is null when an input it needs is missing', (_, k) => {
    expect(k.formula({})).toBeNull();
    for (const code of k.inputs.filter((c) => !c.includes('_FTE_'))) expect(k.formula(without(code))).toBeNull();
  });

  it('gives null on a zero denominator and scores accreditation', () => {
    const noStaff = { CLT_FTE_PATHOLOGISTS: 0, CLT_FTE_MED_TECHNOLOGISTS: 0, CLT_FTE_TECHNICIANS: 0 };
    expect(kpi('CLT_TESTS_PER_FTE')?.formula({ ...LAB, ...noStaff })).toBeNull();
    expect(kpi('CLT_SAMPLES_PER_FTE_DAY')?.formula({ ...LAB, ...noStaff })).toBeNull();
    expect(kpi('CLT_ISO15189')?.formula({ CLT_ISO15189: 1 })).toBe(100);
  });
});

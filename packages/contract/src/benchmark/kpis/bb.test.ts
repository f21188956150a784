import { describe, expect, it } from 'vitest';
import type { KpiInputs } from '../kpi-definition.ts';
import { BB_KPIS } from './bb.ts';

/** A hospital blood bank's answers. */
const LAB: KpiInputs = {
  BB_SAMPLE_REJECTION_PCT: 1.8,
  BB_CT_RATIO: 1.6,
  BB_UNITS_WASTED_PCT: 1.2,
  BB_WBIT_EVENTS_YEAR: 6,
  BB_CROSSMATCHES_PER_YEAR: 24_000,
  BB_EQA_UNACCEPTABLE_PCT: 0.5,
  BB_ISO15189: 1,
  BB_EMERGENCY_RELEASE_MEDIAN_MIN: 8,
  BB_MTP_FIRST_PACK_MIN: 15,
  BB_XM_TAT_MEDIAN_MIN: 60,
  BB_XM_TAT_P90_MIN: 110,
  BB_COST_PER_UNIT: 30,
  BB_UNITS_EXPIRED_PCT: 2.2,
  BB_UNITS_ISSUED_PER_YEAR: 15_000,
  BB_FTE_PATHOLOGISTS: 1,
  BB_FTE_MED_TECHNOLOGISTS: 9,
  BB_FTE_TECHNICIANS: 3,
  BB_FTE_SUPPORT_ADMIN: 2,
  BB_ELECTRONIC_ISSUE: 1,
  BB_ELECTRONIC_ISSUE_PCT: 65,
};

const EXPECTED: Record<string, number> = {
  BB_SAMPLE_REJECTION: 1.8,
  BB_CT_RATIO: 1.6,
  BB_UNITS_WASTED: 1.2,
  BB_WBIT_PER_1000_XM: 0.25,
  BB_EQA_UNACCEPTABLE: 0.5,
  BB_ISO15189: 100,
  BB_EMERGENCY_RELEASE_MEDIAN: 8,
  BB_MTP_FIRST_PACK: 15,
  BB_XM_TAT_MEDIAN: 60,
  BB_XM_TAT_P90: 110,
  BB_COST_PER_UNIT: 30,
  BB_UNITS_EXPIRED: 2.2,
  BB_XM_PER_TECH_FTE: 2000,
  BB_UNITS_PER_FTE: 1000,
  BB_ELECTRONIC_ISSUE: 65,
};

const kpi = (code: string) => BB_KPIS.find((k) => k.code === code);
const without = (code: string): KpiInputs => Object.fromEntries(Object.entries(LAB).filter(([c]) => c !== code));

describe('BB KPI formulas', () => {
  it('has an expected value for every KPI', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(BB_KPIS.map((k) => k.code).sort());
  });

  it.each(BB_KPIS.map((k) => [k.code, k] as const))('%s of a realistic lab', (code, k) => {
    expect(k.formula(LAB)).toBeCloseTo(EXPECTED[code] ?? Number.NaN, 6);
  });

  it.each(BB_KPIS.map((k) => [k.code, k] as const))('%s is null when an input it needs is missing', (_, k) => {
    expect(k.formula({})).toBeNull();
    for (const code of k.inputs.filter((c) => !c.includes('_FTE_'))) expect(k.formula(without(code))).toBeNull();
  });

  it('gives null on a zero denominator', () => {
    const noTech = { BB_FTE_MED_TECHNOLOGISTS: 0, BB_FTE_TECHNICIANS: 0 };
    expect(kpi('BB_XM_PER_TECH_FTE')?.formula({ ...LAB, ...noTech })).toBeNull();
    const noStaff = { ...noTech, BB_FTE_PATHOLOGISTS: 0, BB_FTE_SUPPORT_ADMIN: 0 };
    expect(kpi('BB_UNITS_PER_FTE')?.formula({ ...LAB, ...noStaff })).toBeNull();
    expect(kpi('BB_WBIT_PER_1000_XM')?.formula({ ...LAB, BB_CROSSMATCHES_PER_YEAR: 0 })).toBeNull();
  });

  it('counts a blood bank without electronic issue as 0 % whatever the unasked share', () => {
    expect(kpi('BB_ELECTRONIC_ISSUE')?.formula({ BB_ELECTRONIC_ISSUE: 0 })).toBe(0);
  });
});

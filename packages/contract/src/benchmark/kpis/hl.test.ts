import { describe, expect, it } from 'vitest';
import type { KpiInputs } from '../kpi-definition.ts';
import { HL_KPIS } from './hl.ts';

/** A teaching hospital's histopathology lab's answers. */
const LAB: KpiInputs = {
  HL_LABELLING_ERRORS_PER_1000: 0.6,
  HL_RECUT_RATE_PCT: 2.5,
  HL_RESTAIN_RATE_PCT: 1.1,
  HL_IHC_REPEAT_PCT: 1.8,
  HL_AMENDED_REPORTS_PER_1000: 1.2,
  HL_FROZEN_CONCORDANCE_PCT: 98.5,
  HL_EQA_UNACCEPTABLE_PCT: 3,
  HL_ISO15189: 0,
  HL_BIOPSY_TAT_MEDIAN_DAYS: 2,
  HL_BIOPSY_TAT_P90_DAYS: 4,
  HL_BIOPSY_WITHIN_2D_PCT: 72,
  HL_RESECTION_TAT_MEDIAN_DAYS: 5,
  HL_RESECTION_WITHIN_5D_PCT: 61,
  HL_FROZEN_TAT_MEDIAN_MIN: 18,
  HL_COST_PER_CASE: 85,
  HL_COST_PER_BLOCK: 22,
  HL_CASES_PER_YEAR: 36_000,
  HL_SLIDES_PER_YEAR: 240_000,
  HL_FTE_PATHOLOGISTS: 12,
  HL_FTE_MED_TECHNOLOGISTS: 10,
  HL_FTE_TECHNICIANS: 6,
  HL_DIGITAL_PATHOLOGY: 2,
};

const EXPECTED: Record<string, number> = {
  HL_LABELLING_ERRORS: 0.6,
  HL_RECUT_RATE: 2.5,
  HL_RESTAIN_RATE: 1.1,
  HL_IHC_REPEAT: 1.8,
  HL_AMENDED_REPORTS: 1.2,
  HL_FROZEN_CONCORDANCE: 98.5,
  HL_EQA_UNACCEPTABLE: 3,
  HL_ISO15189: 0,
  HL_BIOPSY_TAT_MEDIAN: 2,
  HL_BIOPSY_TAT_P90: 4,
  HL_BIOPSY_WITHIN_2D: 72,
  HL_RESECTION_TAT_MEDIAN: 5,
  HL_RESECTION_WITHIN_5D: 61,
  HL_FROZEN_TAT_MEDIAN: 18,
  HL_COST_PER_CASE: 85,
  HL_COST_PER_BLOCK: 22,
  HL_CASES_PER_PATHOLOGIST: 3000,
  HL_SLIDES_PER_TECH_FTE: 15_000,
  HL_DIGITAL_PRIMARY: 100,
};

const kpi = (code: string) => HL_KPIS.find((k) => k.code === code);
const without = (code: string): KpiInputs => Object.fromEntries(Object.entries(LAB).filter(([c]) => c !== code));

describe('HL KPI formulas', () => {
  it('has an expected value for every KPI', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(HL_KPIS.map((k) => k.code).sort());
  });

  it.each(HL_KPIS.map((k) => [k.code, k] as const))('%s of a realistic lab', (code, k) => {
    expect(k.formula(LAB)).toBeCloseTo(EXPECTED[code] ?? Number.NaN, 6);
  });

  it.each(HL_KPIS.map((k) => [k.code, k] as const))('%s is null when an input it needs is missing', (_, k) => {
    expect(k.formula({})).toBeNull();
    // Technical staff groups add up; the pathologists are the whole denominator of cases per pathologist.
    const needed = k.inputs.filter((c) => !c.includes('_FTE_') || c === 'HL_FTE_PATHOLOGISTS');
    for (const code of needed) expect(k.formula(without(code))).toBeNull();
  });

  it('gives null on a zero denominator and 0 for digital pathology that is not primary', () => {
    expect(kpi('HL_CASES_PER_PATHOLOGIST')?.formula({ ...LAB, HL_FTE_PATHOLOGISTS: 0 })).toBeNull();
    const noTech = { HL_FTE_MED_TECHNOLOGISTS: 0, HL_FTE_TECHNICIANS: 0 };
    expect(kpi('HL_SLIDES_PER_TECH_FTE')?.formula({ ...LAB, ...noTech })).toBeNull();
    expect(kpi('HL_DIGITAL_PRIMARY')?.formula({ HL_DIGITAL_PATHOLOGY: 1 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { CHECKS, consistencyChecks } from './response-checks.ts';

describe('consistencyChecks', () => {
  it('passes a consistent core lab response', () => {
    expect(
      consistencyChecks('CL', {
        CL_TAT_ROUTINE_MEDIAN_MIN: 60,
        CL_TAT_ROUTINE_P90_MIN: 120,
        CL_TAT_STAT_MEDIAN_MIN: 45,
        CL_TAT_STAT_P90_MIN: 70,
        CL_FTE_TECHNICIANS: 10,
        CL_FTE_PATHOLOGISTS: 1,
        CL_HAEMOLYSED_PCT: 1.2,
        CL_STAFF_COST_SHARE_PCT: 40,
        CL_REAGENT_SHARE_PCT: 45,
      }),
    ).toEqual([]);
  });

  it('flags STAT slower than routine, a P90 under its median, shares above 100 % and no staff', () => {
    const failed = consistencyChecks('CL', {
      CL_TAT_ROUTINE_MEDIAN_MIN: 60,
      CL_TAT_STAT_MEDIAN_MIN: 90,
      CL_TAT_STAT_P90_MIN: 80,
      CL_FTE_TECHNICIANS: 0,
      CL_STAFF_COST_SHARE_PCT: 70,
      CL_REAGENT_SHARE_PCT: 45,
    });
    expect(failed).toEqual(
      expect.arrayContaining([
        { code: 'CL_TAT_STAT_MEDIAN_MIN', check: CHECKS.statAboveRoutine },
        { code: 'CL_TAT_STAT_P90_MIN', check: CHECKS.p90BelowMedian },
        { code: 'CL_FTE_TECHNICIANS', check: CHECKS.noStaff },
        { code: 'CL_REAGENT_SHARE_PCT', check: CHECKS.costSharesAbove100 },
      ]),
    );
    expect(failed).toHaveLength(4);
  });

  it('flags a rate outside 0-100 % and a productivity figure far from volume over staff', () => {
    expect(
      consistencyChecks('ML', {
        ML_INVALID_RUN_RATE_PCT: 140,
        ML_TESTS_PER_WEEK: 1000,
        ML_FTE_TECHNICIANS: 10,
        ML_TESTS_PER_FTE_WEEK: 400,
      }),
    ).toEqual([
      { code: 'ML_INVALID_RUN_RATE_PCT', check: CHECKS.percentRange },
      { code: 'ML_TESTS_PER_FTE_WEEK', check: CHECKS.productivityMismatch },
    ]);
  });

  it('reads only the category’s own codes', () => {
    expect(consistencyChecks('HL', { CL_TAT_ROUTINE_MEDIAN_MIN: 10, CL_TAT_STAT_MEDIAN_MIN: 50 })).toEqual([]);
  });
});

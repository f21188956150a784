import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKS } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { checkResponse, REQUIRED_CHECK, responseChecker, VALIDATOR_CHECK } from './survey-checks.ts';

const definition = JSON.parse(
  readFileSync(join(import.meta.dirname, '../survey/definitions/2026/cl.json'), 'utf8'),
) as Record<string, unknown>;

describe('checkResponse on the core lab survey', () => {
  it('lists the required questions left empty, but not those hidden by their condition', () => {
    const failed = checkResponse(definition, 'CL', { CL_LAB_TYPE: 'research', CL_OPEN_24_7: 'yes' });
    const required = failed.filter((f) => f.check === REQUIRED_CHECK).map((f) => f.code);
    expect(required).toContain('CL_SAMPLES_PER_DAY');
    expect(required).not.toContain('CL_HOSPITAL_BEDS');
    expect(required).not.toContain('CL_HOURS_PER_DAY');
    expect(checkResponse(definition, 'CL', { CL_LAB_TYPE: 'hospital' }).map((f) => f.code)).toContain(
      'CL_HOSPITAL_BEDS',
    );
  });

  it('runs the definition’s validators and the contract’s cross-field checks', () => {
    const failed = checkResponse(definition, 'CL', {
      CL_TAT_ROUTINE_MEDIAN_MIN: 60,
      CL_TAT_ROUTINE_P90_MIN: 30,
      CL_OFFERS_STAT: 'yes',
      CL_TAT_STAT_MEDIAN_MIN: 90,
    });
    expect(failed).toContainEqual({ code: 'CL_TAT_ROUTINE_P90_MIN', check: VALIDATOR_CHECK });
    expect(failed).toContainEqual({ code: 'CL_TAT_STAT_MEDIAN_MIN', check: CHECKS.statAboveRoutine });
  });
});

describe('responseChecker', () => {
  it('gives each response the checks a fresh model gives, whatever the checker saw before', () => {
    const check = responseChecker(definition, 'CL');
    const faulty = { CL_TAT_ROUTINE_MEDIAN_MIN: 60, CL_TAT_ROUTINE_P90_MIN: 30, CL_LAB_TYPE: 'hospital' };
    const other = { CL_LAB_TYPE: 'research', CL_OPEN_24_7: 'no', CL_HOURS_PER_DAY: 30 };
    expect(check(faulty)).toEqual(checkResponse(definition, 'CL', faulty));
    expect(check(other)).toEqual(checkResponse(definition, 'CL', other));
    expect(check(other).map((f) => f.code)).not.toContain('CL_HOSPITAL_BEDS');
    expect(check(faulty)).toEqual(checkResponse(definition, 'CL', faulty));
  });
});

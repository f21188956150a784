import { describe, expect, it } from 'vitest';
import { peerAttributesOf } from './peer-attributes.ts';
import type { ChoiceReader } from './peer-attributes.ts';

/** As the 2026 definitions store them: lab type by position, ISO 15189 yes 1, no 0, in_progress 2. */
const choiceOf: ChoiceReader = (code, value) => {
  if (code.endsWith('_LAB_TYPE')) return ['hospital', 'commercial', 'public_health', 'research'][value] ?? null;
  if (code.endsWith('_ISO15189'))
    return ({ 1: 'yes', 0: 'no', 2: 'in_progress' } as Record<number, string>)[value] ?? null;
  return null;
};

describe('peerAttributesOf', () => {
  it('sizes a core lab by samples per day and its hospital by beds', () => {
    const inputs = { CL_LAB_TYPE: 0, CL_HOSPITAL_BEDS: 501, CL_SAMPLES_PER_DAY: 1001, CL_ISO15189: 2 };
    expect(peerAttributesOf('CL', 'TH', inputs, choiceOf)).toEqual({
      region: 'apac',
      country: 'TH',
      size: 'large',
      hospitalSize: 'medium',
      labType: 'hospital',
      accreditation: 'in_progress',
    });
  });

  it('sizes a molecular lab by tests per week and puts a lab in China in the China region', () => {
    const inputs = { ML_LAB_TYPE: 1, ML_TESTS_PER_WEEK: 251, ML_SAMPLES_PER_DAY: 5000, ML_ISO15189: 1 };
    expect(peerAttributesOf('ML', 'CN', inputs, choiceOf)).toMatchObject({
      region: 'china',
      size: 'medium',
      hospitalSize: null,
      labType: 'commercial',
      accreditation: 'yes',
    });
  });

  it('gives no hospital size to a lab that is not a hospital lab, and null for what was not answered', () => {
    const inputs = { HL_LAB_TYPE: 3, HL_HOSPITAL_BEDS: 2000 };
    expect(peerAttributesOf('HL', 'JP', inputs, choiceOf)).toEqual({
      region: 'apac',
      country: 'JP',
      size: null,
      hospitalSize: null,
      labType: 'research',
      accreditation: null,
    });
  });

  it('leaves out a choice the contract does not know', () => {
    expect(peerAttributesOf('BB', 'KR', { BB_LAB_TYPE: 9, BB_ISO15189: 0 }, choiceOf)).toMatchObject({
      labType: null,
      accreditation: 'no',
    });
  });
});

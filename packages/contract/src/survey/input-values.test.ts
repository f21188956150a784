import { describe, expect, it } from 'vitest';
import { inputValuesOf } from './input-values.ts';

const definition = {
  pages: [
    {
      name: 'profile',
      elements: [
        { type: 'radiogroup', name: 'CL_LAB_TYPE', choices: [{ value: 'hospital' }, 'commercial', 'research'] },
        { type: 'radiogroup', name: 'CL_ISO15189', choices: ['yes', 'no', 'in_progress'] },
        { type: 'radiogroup', name: 'CL_MIDDLEWARE', choices: ['no', 'yes'] },
        {
          type: 'panel',
          name: 'CL_STAFF',
          elements: [{ type: 'text', name: 'CL_FTE_TECHNICIANS', inputType: 'number' }],
        },
        { type: 'text', name: 'CL_CURRENCY_CODE', maxLength: 3 },
      ],
    },
  ],
};

describe('inputValuesOf', () => {
  it('keeps numbers as given, reads yes/no as 1/0 and other choices as their position', () => {
    const values = inputValuesOf(definition, {
      CL_LAB_TYPE: 'research',
      CL_ISO15189: 'in_progress',
      CL_MIDDLEWARE: 'yes',
      CL_FTE_TECHNICIANS: 12.5,
      CL_CURRENCY_CODE: 'THB',
    });
    expect(values).toEqual([
      { code: 'CL_LAB_TYPE', value: 2 },
      { code: 'CL_ISO15189', value: 2 },
      { code: 'CL_MIDDLEWARE', value: 1 },
      { code: 'CL_FTE_TECHNICIANS', value: 12.5 },
    ]);
  });

  it('reads "no" as 0 even when it is not the second choice', () => {
    expect(inputValuesOf(definition, { CL_MIDDLEWARE: 'no', CL_ISO15189: 'no' })).toEqual([
      { code: 'CL_ISO15189', value: 0 },
      { code: 'CL_MIDDLEWARE', value: 0 },
    ]);
  });

  it('leaves out text, unknown questions, values that are no choice and numbers that are not finite', () => {
    expect(
      inputValuesOf(definition, {
        CL_CURRENCY_CODE: 'EUR',
        CL_GONE: 4,
        CL_LAB_TYPE: 'spaceship',
        CL_FTE_TECHNICIANS: 'many',
      }),
    ).toEqual([]);
  });

  it('reads a number stored as numeric text', () => {
    expect(inputValuesOf(definition, { CL_FTE_TECHNICIANS: '7' })).toEqual([{ code: 'CL_FTE_TECHNICIANS', value: 7 }]);
  });
});

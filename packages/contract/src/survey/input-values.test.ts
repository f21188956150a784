import { describe, expect, it } from 'vitest';
import { choiceOfInputValue, inputValuesOf } from './input-values.ts';
import { questionsOf } from './questions.ts';

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

describe('choiceOfInputValue', () => {
  const question = (name: string) => {
    const found = questionsOf(definition).find((q) => q.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('reads every stored value back as the choice it was made from', () => {
    const answers = { CL_LAB_TYPE: 'research', CL_ISO15189: 'in_progress', CL_MIDDLEWARE: 'no' };
    for (const { code, value } of inputValuesOf(definition, answers))
      expect(choiceOfInputValue(question(code), value)).toBe(answers[code as keyof typeof answers]);
    expect(choiceOfInputValue(question('CL_ISO15189'), 1)).toBe('yes');
    expect(choiceOfInputValue(question('CL_ISO15189'), 0)).toBe('no');
  });

  it('answers null for a value no choice has and for a question without choices', () => {
    expect(choiceOfInputValue(question('CL_LAB_TYPE'), 7)).toBeNull();
    expect(choiceOfInputValue(question('CL_FTE_TECHNICIANS'), 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ANSWER_ERRORS, answerError } from './answer-rules.ts';
import { questionsOf } from './questions.ts';

const definition = {
  pages: [
    {
      name: 'profile',
      elements: [
        {
          type: 'radiogroup',
          name: 'CL_LAB_TYPE',
          title: { default: 'Type' },
          choices: [{ value: 'hospital' }, 'research'],
        },
        {
          type: 'panel',
          name: 'CL_STAFF',
          elements: [{ type: 'text', name: 'CL_FTE_TECHNICIANS', inputType: 'number', min: 0, max: 1000 }],
        },
        { type: 'text', name: 'CL_CURRENCY_CODE', maxLength: 3 },
      ],
    },
  ],
};
const byCode = new Map(questionsOf(definition).map((q) => [q.name, q]));

describe('questionsOf', () => {
  it('lists questions inside panels, in page order, with their page and English title', () => {
    expect(questionsOf(definition).map((q) => [q.name, q.page])).toEqual([
      ['CL_LAB_TYPE', 'profile'],
      ['CL_FTE_TECHNICIANS', 'profile'],
      ['CL_CURRENCY_CODE', 'profile'],
    ]);
    expect(byCode.get('CL_LAB_TYPE')?.title).toBe('Type');
  });
});

describe('answerError', () => {
  it('accepts answers within the question’s rules, and a cleared answer', () => {
    expect(answerError(byCode.get('CL_LAB_TYPE'), 'hospital')).toBeNull();
    expect(answerError(byCode.get('CL_LAB_TYPE'), 'research')).toBeNull();
    expect(answerError(byCode.get('CL_FTE_TECHNICIANS'), 12.5)).toBeNull();
    expect(answerError(byCode.get('CL_CURRENCY_CODE'), 'THB')).toBeNull();
    expect(answerError(byCode.get('CL_FTE_TECHNICIANS'), null)).toBeNull();
  });

  it('refuses unknown questions, other choices, text for numbers, out-of-range numbers and long text', () => {
    expect(answerError(byCode.get('CL_NOPE'), 1)).toBe(ANSWER_ERRORS.unknownQuestion);
    expect(answerError(byCode.get('CL_LAB_TYPE'), 'garage')).toBe(ANSWER_ERRORS.notAChoice);
    expect(answerError(byCode.get('CL_FTE_TECHNICIANS'), '12')).toBe(ANSWER_ERRORS.notANumber);
    expect(answerError(byCode.get('CL_FTE_TECHNICIANS'), 1001)).toBe(ANSWER_ERRORS.outOfRange);
    expect(answerError(byCode.get('CL_FTE_TECHNICIANS'), -1)).toBe(ANSWER_ERRORS.outOfRange);
    expect(answerError(byCode.get('CL_CURRENCY_CODE'), 'THBX')).toBe(ANSWER_ERRORS.tooLong);
  });
});

import { describe, expect, it } from 'vitest';
import { questionsOf } from '@labbench/contract';
import { answerText, choiceOptions } from './answer-labels.ts';

const [labType, beds, currency] = questionsOf({
  pages: [
    {
      name: 'profile',
      elements: [
        {
          type: 'radiogroup',
          name: 'CL_LAB_TYPE',
          title: 'Type',
          choices: [
            { value: 'hospital', text: { default: 'Hospital laboratory', 'zh-cn': '医院检验科' } },
            { value: 'research' },
            'other',
          ],
        },
        { type: 'text', name: 'CL_HOSPITAL_BEDS', inputType: 'number', title: 'Beds' },
        { type: 'text', name: 'CL_CURRENCY_CODE', title: 'Currency' },
      ],
    },
  ],
});

describe('answer labels', () => {
  it("reads a choice by its text in staff's language, English or the value where the definition has none", () => {
    if (!labType) throw new Error('no question');
    expect(answerText(labType, 'hospital', 'zhcn')).toBe('医院检验科');
    expect(answerText(labType, 'hospital', 'th')).toBe('Hospital laboratory');
    expect(answerText(labType, 'research', 'en')).toBe('research');
    expect(answerText(labType, 'gone', 'en')).toBe('gone');
    expect(choiceOptions(labType, 'en').map((c) => c.label)).toEqual(['Hospital laboratory', 'research', 'other']);
  });

  it('writes numbers in the language of the interface and keeps text as given', () => {
    expect(answerText(beds, 12500.5, 'de')).toBe('12.500,5');
    expect(answerText(beds, 12500, 'en')).toBe('12,500');
    expect(answerText(currency, 'THB', 'ja')).toBe('THB');
    expect(answerText(undefined, 7, 'en')).toBe('7');
  });
});

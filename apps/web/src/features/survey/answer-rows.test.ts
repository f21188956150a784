import { describe, expect, it } from 'vitest';
import { Model } from 'survey-core';
import { answerSections } from './answer-rows.ts';

const definition = {
  pages: [
    {
      name: 'profile',
      title: { default: 'Laboratory profile', th: 'ข้อมูลทั่วไปของห้องปฏิบัติการ' },
      elements: [
        {
          type: 'radiogroup',
          name: 'HL_LAB_TYPE',
          title: { default: 'Type of laboratory', th: 'ประเภทของห้องปฏิบัติการ' },
          choices: [
            { value: 'hospital', text: { default: 'Hospital laboratory', th: 'ห้องปฏิบัติการโรงพยาบาล' } },
            { value: 'commercial', text: { default: 'Commercial laboratory', th: 'ห้องปฏิบัติการเอกชน' } },
          ],
        },
        {
          type: 'panel',
          name: 'beds',
          elements: [
            {
              type: 'text',
              name: 'HL_HOSPITAL_BEDS',
              inputType: 'number',
              title: 'Number of hospital beds',
              visibleIf: "{HL_LAB_TYPE} = 'hospital'",
            },
          ],
        },
        { type: 'text', name: 'HL_CURRENCY_CODE', title: 'Currency' },
      ],
    },
    { name: 'cost', elements: [{ type: 'text', name: 'HL_COST_PER_CASE', inputType: 'number', title: 'Cost' }] },
  ],
};

const sectionsOf = (data: Record<string, unknown>, locale = 'default') => {
  const model = new Model(definition);
  model.locale = locale;
  model.data = data;
  return answerSections(model, (n) => new Intl.NumberFormat('en-US').format(n));
};

describe('the read-only answers of a response', () => {
  it('reads every visible question page by page with the choice’s label in the reader’s language', () => {
    expect(sectionsOf({ HL_LAB_TYPE: 'hospital', HL_HOSPITAL_BEDS: 1450, HL_CURRENCY_CODE: 'THB' }, 'th')).toEqual([
      {
        name: 'profile',
        title: 'ข้อมูลทั่วไปของห้องปฏิบัติการ',
        rows: [
          { code: 'HL_LAB_TYPE', title: 'ประเภทของห้องปฏิบัติการ', value: 'ห้องปฏิบัติการโรงพยาบาล' },
          { code: 'HL_HOSPITAL_BEDS', title: 'Number of hospital beds', value: '1,450' },
          { code: 'HL_CURRENCY_CODE', title: 'Currency', value: 'THB' },
        ],
      },
      { name: 'cost', title: 'cost', rows: [{ code: 'HL_COST_PER_CASE', title: 'Cost', value: null }] },
    ]);
  });

  it('leaves out a question the answers hide', () => {
    const [profile] = sectionsOf({ HL_LAB_TYPE: 'commercial' });
    expect(profile?.rows.map((r) => [r.code, r.value])).toEqual([
      ['HL_LAB_TYPE', 'Commercial laboratory'],
      ['HL_CURRENCY_CODE', null],
    ]);
  });
});

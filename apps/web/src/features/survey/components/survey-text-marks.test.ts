import { describe, expect, it } from 'vitest';
import { readMarks, stripMarks } from '../../../i18n/text-marks.ts';
import { markSurveyTexts } from './survey-text-marks.ts';

const definition = {
  title: { default: 'Core lab survey 2026', th: 'แบบสำรวจห้องปฏิบัติการหลัก 2026' },
  description: 'Figures of the last 12 months.',
  pages: [
    {
      name: 'profile',
      title: 'Profile',
      elements: [
        {
          type: 'radiogroup',
          name: 'CL_LAB_TYPE',
          title: { default: 'Type of laboratory', th: 'ประเภทห้องปฏิบัติการ' },
          choices: [{ value: 'hospital', text: { default: 'Hospital laboratory' } }, 'other', { value: 3 }],
        },
        {
          type: 'panel',
          name: 'CL_STAFF',
          title: 'Staff',
          elements: [{ type: 'text', name: 'CL_FTE', title: 'FTE', description: 'Full-time equivalents' }],
        },
        { type: 'text', name: 'CL_NO_TITLE' },
      ],
    },
  ],
};

type Node = Record<string, unknown>;
const at = (value: unknown, ...path: (string | number)[]) =>
  path.reduce<unknown>((node, part) => (node as Node)[part], value) as string;

describe('survey texts in translate mode', () => {
  const marked = markSurveyTexts(definition, 'CL', 2026);

  it('carry the contract’s survey text key of each part, in every locale', () => {
    expect(readMarks(at(marked, 'title', 'th'))).toEqual(['survey:CL:2026:title']);
    expect(readMarks(at(marked, 'title', 'default'))).toEqual(['survey:CL:2026:title']);
    expect(readMarks(at(marked, 'description'))).toEqual(['survey:CL:2026:description']);
    const page = at(marked, 'pages', 0);
    expect(readMarks(at(page, 'title'))).toEqual(['survey:CL:2026:page:profile:title']);
    const question = at(page, 'elements', 0);
    expect(readMarks(at(question, 'title', 'th'))).toEqual(['survey:CL:2026:CL_LAB_TYPE:title']);
    expect(readMarks(at(question, 'choices', 0, 'text', 'default'))).toEqual([
      'survey:CL:2026:CL_LAB_TYPE:choice:hospital',
    ]);
    expect(at(question, 'choices', 1)).toMatchObject({ value: 'other' });
    expect(readMarks(at(question, 'choices', 1, 'text'))).toEqual(['survey:CL:2026:CL_LAB_TYPE:choice:other']);
    expect(readMarks(at(question, 'choices', 2, 'text'))).toEqual(['survey:CL:2026:CL_LAB_TYPE:choice:3']);
    const inPanel = at(page, 'elements', 1, 'elements', 0);
    expect(readMarks(at(inPanel, 'description'))).toEqual(['survey:CL:2026:CL_FTE:description']);
  });

  it('leave the texts readable, add no title where there was none, and leave the definition as loaded', () => {
    expect(stripMarks(at(marked, 'pages', 0, 'elements', 0, 'title', 'th'))).toBe('ประเภทห้องปฏิบัติการ');
    expect(at(marked, 'pages', 0, 'elements', 2)).toEqual({ type: 'text', name: 'CL_NO_TITLE' });
    expect(definition.pages[0]?.title).toBe('Profile');
    expect(JSON.stringify(definition)).not.toMatch(/[\u2063\u2064]/);
  });
});

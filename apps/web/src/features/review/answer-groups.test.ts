import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '@labbench/contract';
import { groupAnswers, localizedText, surveyLocale } from './answer-groups.ts';

type Detail = ResponseOf<'validateSurveyQuestionsResponse'>;

const definition = {
  pages: [
    {
      name: 'profile',
      title: { default: 'Laboratory profile', ja: '検査室プロファイル' },
      elements: [
        { type: 'text', name: 'CL_STAFF', title: { default: 'Staff', ja: 'スタッフ', 'zh-cn': '员工' } },
        { type: 'panel', name: 'P1', elements: [{ type: 'text', name: 'CL_BEDS', title: 'Beds' }] },
      ],
    },
    { name: 'volumes', elements: [{ type: 'text', name: 'CL_TESTS', title: { default: 'Tests' } }] },
  ],
};

const detail = (over: Partial<Detail> = {}): Detail => ({
  summary: {
    responseId: 'r1',
    labCode: 'L1',
    labName: 'Lab',
    countryCode: 'JP',
    category: 'CL',
    round: 2026,
    submittedAt: null,
    survey_status: null,
    failedChecks: 0,
    openQuestions: 0,
    waitForImport: false,
  },
  definition,
  answers: [
    { code: 'CL_TESTS', value: 5, answeredBy: 'Ann', answeredAt: '2026-01-01T00:00:00Z' },
    { code: 'CL_STAFF', value: 3, answeredBy: 'Ann', answeredAt: '2026-01-01T00:00:00Z' },
  ],
  failedChecks: [{ code: 'CL_STAFF', check: 'checks.noStaff' }],
  edits: [],
  threads: [{ code: 'CL_BEDS', open: true, messages: [] }],
  validationComment: null,
  ...over,
});

describe('localized survey texts', () => {
  it('maps our language ids to SurveyJS locale keys', () => {
    expect(surveyLocale('en')).toBe('default');
    expect(surveyLocale('zhtw')).toBe('zh-tw');
    expect(surveyLocale('zhcn')).toBe('zh-cn');
    expect(surveyLocale('ja')).toBe('ja');
  });

  it('reads the language when the definition has it, else nothing', () => {
    expect(localizedText({ default: 'Staff', 'zh-cn': '员工' }, 'zhcn')).toBe('员工');
    expect(localizedText({ default: 'Staff' }, 'de')).toBeNull();
    expect(localizedText('Beds', 'en')).toBe('Beds');
    expect(localizedText('Beds', 'ja')).toBeNull();
  });
});

describe('groupAnswers', () => {
  it('groups by page in the definition order, with English and translated titles', () => {
    const groups = groupAnswers(detail(), 'ja');
    expect(groups.map((g) => [g.page, g.title, g.localTitle])).toEqual([
      ['profile', 'Laboratory profile', '検査室プロファイル'],
      ['volumes', 'volumes', null],
    ]);
    expect(groups[0]?.rows.map((r) => [r.code, r.title, r.localTitle])).toEqual([
      ['CL_STAFF', 'Staff', 'スタッフ'],
      ['CL_BEDS', 'Beds', null],
    ]);
  });

  it('gives each question its answer, failed checks and thread', () => {
    const [profile] = groupAnswers(detail(), 'en');
    expect(profile?.rows[0]).toMatchObject({
      answer: { value: 3 },
      failedChecks: ['checks.noStaff'],
      localTitle: null,
    });
    expect(profile?.rows[1]).toMatchObject({ answer: null, thread: { open: true } });
  });

  it('keeps answers to codes the definition lacks in a last group', () => {
    const groups = groupAnswers(
      detail({ answers: [{ code: 'OLD_CODE', value: 'x', answeredBy: 'Bo', answeredAt: '2026-01-01T00:00:00Z' }] }),
      'en',
    );
    expect(groups.at(-1)?.rows.map((r) => r.code)).toEqual(['OLD_CODE']);
  });
});

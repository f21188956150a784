import { describe, expect, it } from 'vitest';
import type { ResponseOf } from '@labbench/contract';
import { failedChecksInOrder, groupAnswers, questionAnchor } from './answer-groups.ts';

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
    state: 'pending',
    returnedAt: null,
    failedChecks: 0,
    openQuestions: 0,
    waitForImport: false,
  },
  definition,
  answers: [
    { code: 'CL_TESTS', value: 5, answeredBy: 'Ann', answeredAt: '2026-01-01T00:00:00Z' },
    { code: 'CL_STAFF', value: 3, answeredBy: 'Ann', answeredAt: '2026-01-01T00:00:00Z' },
  ],
  failedChecks: [
    { code: 'CL_TESTS', check: 'checks.validator' },
    { code: 'CL_STAFF', check: 'checks.noStaff' },
  ],
  edits: [],
  threads: [{ code: 'CL_BEDS', open: true, messages: [] }],
  validationComment: null,
  decision: {
    validatedAt: null,
    validatedBy: null,
    returnedAt: null,
    returnedBy: null,
    roundClosed: false,
    roundOpenForAnswers: true,
  },
  ...over,
});

describe('groupAnswers', () => {
  it("groups by page in the definition's order, titled in staff's language with English where it lacks one", () => {
    const groups = groupAnswers(detail(), 'ja');
    expect(groups.map((g) => [g.page, g.title])).toEqual([
      ['profile', '検査室プロファイル'],
      ['volumes', 'volumes'],
    ]);
    expect(groups[0]?.rows.map((r) => [r.code, r.title])).toEqual([
      ['CL_STAFF', 'スタッフ'],
      ['CL_BEDS', 'Beds'],
    ]);
    expect(groupAnswers(detail(), 'zhcn')[0]?.rows[0]?.title).toBe('员工');
  });

  it('gives each question its answer, failed checks and thread', () => {
    const [profile] = groupAnswers(detail(), 'en');
    expect(profile?.rows[0]).toMatchObject({ answer: { value: 3 }, failedChecks: ['checks.noStaff'] });
    expect(profile?.rows[1]).toMatchObject({ answer: null, thread: { open: true } });
  });

  it('keeps answers to codes the definition lacks in a last group, titled by their code', () => {
    const groups = groupAnswers(
      detail({ answers: [{ code: 'OLD_CODE', value: 'x', answeredBy: 'Bo', answeredAt: '2026-01-01T00:00:00Z' }] }),
      'en',
    );
    expect(groups.at(-1)?.rows.map((r) => [r.code, r.title, r.question])).toEqual([['OLD_CODE', 'OLD_CODE', null]]);
  });
});

describe('failedChecksInOrder', () => {
  it('lists the failed checks in the order of the questions, not of the server', () => {
    expect(failedChecksInOrder(groupAnswers(detail(), 'en'))).toEqual([
      { code: 'CL_STAFF', title: 'Staff', check: 'checks.noStaff' },
      { code: 'CL_TESTS', title: 'Tests', check: 'checks.validator' },
    ]);
    expect(questionAnchor('CL_STAFF')).toBe('q-CL_STAFF');
  });
});

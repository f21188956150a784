import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab, formTokenOf, tokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getSurveyJsSurveyLink', () => {
  it('hands the caller’s own lab’s link, the same the survey page frames, core lab by default', async () => {
    const lab = await createLab(t);
    const { distribution_link } = dataOf(
      await t.call('getSurveyJsSurveyLink', { checkExistanceOfData: false }, { token: lab.token }),
    );
    expect(tokenOf(distribution_link)).toBe(await formTokenOf(t, lab, 'CL'));
    const ml = dataOf(
      await t.call('getSurveyJsSurveyLink', { checkExistanceOfData: false, q_cat_code: 'ML' }, { token: lab.token }),
    );
    expect(ml.distribution_link).not.toBe(distribution_link);
  });

  it('answers 114 with checkExistanceOfData once submitted', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab, 'CL');
    await answerEverything(t, token);
    dataOf(await t.call('completeSurveyResponse', { token }));
    const result = await t.call('getSurveyJsSurveyLink', { checkExistanceOfData: true }, { token: lab.token });
    expect(errorOf(result).code).toBe(114);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, formTokenOf, tokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('revokeSurveyLink', () => {
  it('ends the live link and makes a new one for the same response and answers', async () => {
    const lab = await createLab(t);
    const old = await formTokenOf(t, lab);
    dataOf(await t.call('saveSurveyAnswers', { token: old, answers: [{ code: 'CL_CLOTTED_PCT', value: 1 }] }));
    const revoked = dataOf(
      await t.call('revokeSurveyLink', { lab_code: lab.code, q_cat_code: 'CL' }, { token: lab.token }),
    );
    const fresh = tokenOf(revoked.s_url);
    expect(fresh).not.toBe(old);
    expect(revoked.round).toBe(2026);
    expect(await formTokenOf(t, lab)).toBe(fresh);

    const refused = await t.call('loadSurveyResponse', { token: old });
    expect(refused.status).toBe(410);
    expect(errorOf(refused)).toEqual({ code: 'survey_link_revoked', message: 'errors.surveyLinkRevoked' });
    const loaded = dataOf(await t.call('loadSurveyResponse', { token: fresh }));
    expect(loaded.answers.map((a) => [a.code, a.value])).toEqual([['CL_CLOTTED_PCT', 1]]);
  });
});

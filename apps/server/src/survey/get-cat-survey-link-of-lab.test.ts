import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab } from './test-fixtures.ts';
import type { TestLab } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (lab: TestLab, checkExistanceOfData: boolean, token = lab.token) =>
  t.call('getCatSurveyLinkOfLab', { lab_code: lab.code, q_cat_code: 'CLT', checkExistanceOfData }, { token });

describe('getCatSurveyLinkOfLab', () => {
  it('makes the link on first ask and answers the same one after, to the lab and to staff', async () => {
    const lab = await createLab(t);
    const first = dataOf(await ask(lab, true));
    expect(first.s_url).toMatch(/^\/survey-form\/[A-Za-z0-9_-]{43}$/);
    expect(first.round).toBe(2026);
    const staff = await t.createUser({ userType: 'internal' });
    const [again, byStaff] = await Promise.all([ask(lab, false), ask(lab, false, await t.tokenFor(staff.email))]);
    expect(dataOf(again)).toEqual(first);
    expect(dataOf(byStaff)).toEqual(first);
  });

  it('makes one link when several first asks come at once', async () => {
    const lab = await createLab(t);
    const links = (await Promise.all([ask(lab, false), ask(lab, false), ask(lab, true)])).map((r) => dataOf(r).s_url);
    expect(new Set(links).size).toBe(1);
  });

  it('answers code 114 with checkExistanceOfData once the response is submitted (the polling stops)', async () => {
    const lab = await createLab(t);
    const { s_url } = dataOf(await ask(lab, true));
    const token = s_url.split('/').pop() ?? '';
    await answerEverything(t, token);
    dataOf(await t.call('completeSurveyResponse', { token }));
    const result = await ask(lab, true);
    expect(result.status).toBe(200);
    expect(errorOf(result)).toEqual({ code: 114, message: 'errors.surveyExists' });
    expect(dataOf(await ask(lab, false)).s_url).toBe(s_url);
  });
});

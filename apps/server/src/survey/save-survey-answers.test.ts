import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { SOME_CL_ANSWERS, answerEverything, createLab, formTokenOf, tokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const load = async (token: string) => dataOf(await t.call('loadSurveyResponse', { token }));
const valuesOf = async (token: string) =>
  Object.fromEntries((await load(token)).answers.map((a) => [a.code, a.value] as const));

describe('saveSurveyAnswers', () => {
  it('stores answers with who gave them: the signed-in user, or the link alone', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const saved = dataOf(await t.call('saveSurveyAnswers', { token, answers: SOME_CL_ANSWERS }, { token: lab.token }));
    expect(Date.parse(saved.savedAt)).not.toBeNaN();
    dataOf(await t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_OPEN_24_7', value: 'yes' }] }));
    const answers = (await load(token)).answers;
    expect(answers.find((a) => a.code === 'CL_HOSPITAL_BEDS')).toMatchObject({
      value: 450,
      answeredBy: `Lena ${lab.code}`,
    });
    expect(answers.find((a) => a.code === 'CL_OPEN_24_7')).toMatchObject({ value: 'yes', answeredBy: 'link' });
  });

  it('refuses malformed and out-of-range answers with a field error each, and saves none of the batch', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const result = await t.call('saveSurveyAnswers', {
      token,
      answers: [
        { code: 'CL_SAMPLES_PER_DAY', value: 500 },
        { code: 'CL_HAEMOLYSED_PCT', value: 140 },
        { code: 'CL_HOSPITAL_BEDS', value: 'many' },
        { code: 'CL_LAB_TYPE', value: 'spaceship' },
        { code: 'CL_NO_SUCH_QUESTION', value: 1 },
      ],
    });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({
      code: 'invalid_payload',
      message: 'errors.invalidRequest',
      fields: [
        { field: 'answers.1.value', message: 'validation.surveyOutOfRange' },
        { field: 'answers.2.value', message: 'validation.surveyNotANumber' },
        { field: 'answers.3.value', message: 'validation.surveyNotAChoice' },
        { field: 'answers.4.value', message: 'validation.surveyUnknownQuestion' },
      ],
    });
    const malformed = await t.callRaw('saveSurveyAnswers', {
      token,
      answers: [
        { code: 'CL_SAMPLES_PER_DAY', value: 500 },
        { code: 'CL_HAEMOLYSED_PCT', value: { percent: 3 } },
      ],
    });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields?.map((f) => f.field)).toEqual(['answers.1.value']);
    expect((await load(token)).answers).toEqual([]);
  });

  it('loses nothing when two respondents save different questions at the same time', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const first = ['CL_MISIDENTIFIED_PCT', 'CL_HAEMOLYSED_PCT', 'CL_CLOTTED_PCT'];
    const second = ['CL_INSUFFICIENT_VOLUME_PCT', 'CL_WRONG_CONTAINER_PCT', 'CL_SAMPLE_REJECTION_PCT'];
    const save = (codes: string[], value: number, userToken?: string) =>
      t.call(
        'saveSurveyAnswers',
        { token, answers: codes.map((code) => ({ code, value })) },
        userToken ? { token: userToken } : {},
      );
    const results = await Promise.all([
      save(first, 1, lab.token),
      save(second, 2),
      ...first.map((code) => save([code], 1)),
    ]);
    for (const result of results) expect(result.status).toBe(200);
    expect(await valuesOf(token)).toEqual({
      ...Object.fromEntries(first.map((code) => [code, 1])),
      ...Object.fromEntries(second.map((code) => [code, 2])),
    });
  });

  it('keeps the later of two saves of the same question, and one of them when they race', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const save = (value: number) =>
      t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_CLOTTED_PCT', value }] });
    dataOf(await save(3));
    dataOf(await save(4));
    expect(await valuesOf(token)).toEqual({ CL_CLOTTED_PCT: 4 });
    const raced = await Promise.all([save(5), save(6), save(7)]);
    for (const result of raced) expect(result.status).toBe(200);
    expect([5, 6, 7]).toContain((await valuesOf(token)).CL_CLOTTED_PCT);
  });

  it('clears an answer sent as null, keeps the position, and hands back what others saved since', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const mine = dataOf(await t.call('saveSurveyAnswers', { token, answers: SOME_CL_ANSWERS }, { token: lab.token }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    dataOf(await t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_CLOTTED_PCT', value: 2 }] }));
    const next = dataOf(
      await t.call(
        'saveSurveyAnswers',
        {
          token,
          answers: [{ code: 'CL_HOSPITAL_BEDS', value: null }],
          position: { page: 'quality', question: 'CL_CLOTTED_PCT' },
          since: mine.savedAt,
        },
        { token: lab.token },
      ),
    );
    expect(next.answers).toEqual([expect.objectContaining({ code: 'CL_CLOTTED_PCT', value: 2, answeredBy: 'link' })]);
    const loaded = await load(token);
    expect(loaded.answers.map((a) => a.code).sort()).toEqual(['CL_CLOTTED_PCT', 'CL_LAB_TYPE', 'CL_SAMPLES_PER_DAY']);
    expect(loaded.position).toEqual({ page: 'quality', question: 'CL_CLOTTED_PCT' });
  });

  it('refuses a revoked link, an unknown one, a submitted response and a finished round', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const save = (linkToken: string) =>
      t.call('saveSurveyAnswers', { token: linkToken, answers: [{ code: 'CL_CLOTTED_PCT', value: 1 }] });
    const revoked = dataOf(
      await t.call('revokeSurveyLink', { lab_code: lab.code, q_cat_code: 'CL' }, { token: lab.token }),
    );
    const old = await save(token);
    expect(old.status).toBe(410);
    expect(errorOf(old)).toEqual({ code: 'survey_link_revoked', message: 'errors.surveyLinkRevoked' });
    expect(errorOf(await save('x'.repeat(43))).code).toBe('survey_link_unknown');

    const fresh = tokenOf(revoked.s_url);
    await answerEverything(t, fresh);
    dataOf(await t.call('completeSurveyResponse', { token: fresh }));
    const late = await save(fresh);
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('survey_submitted');

    const bbToken = await formTokenOf(t, lab, 'BB');
    await t.db
      .update(surveyDefinitions)
      .set({ closedAt: new Date() })
      .where(and(eq(surveyDefinitions.category, 'BB'), eq(surveyDefinitions.round, 2026)));
    const closed = await t.call('saveSurveyAnswers', { token: bbToken, answers: [{ code: 'BB_X', value: 1 }] });
    expect(closed.status).toBe(410);
    expect(errorOf(closed)).toEqual({ code: 'survey_round_closed', message: 'errors.surveyRoundClosed' });
    const [response] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.category, 'BB'));
    expect(response?.status).toBe('P');
  });
});

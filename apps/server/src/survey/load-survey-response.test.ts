import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { surveyComments, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { SOME_CL_ANSWERS, createLab, formTokenOf, tokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('loadSurveyResponse', () => {
  it('gives the definition, the answers with who gave them, the position and staff’s questions with the replies', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const empty = dataOf(await t.call('loadSurveyResponse', { token }));
    expect(empty).toMatchObject({
      labName: `Lab ${lab.code}`,
      category: 'CL',
      round: 2026,
      answers: [],
      position: null,
      status: 'P',
      survey_status: null,
      returned: false,
      validationComment: null,
      threads: [],
    });
    expect(Array.isArray(empty.definition.pages)).toBe(true);

    dataOf(
      await t.call(
        'saveSurveyAnswers',
        { token, answers: SOME_CL_ANSWERS, position: { page: 'profile', question: 'CL_HOSPITAL_BEDS' } },
        { token: lab.token },
      ),
    );
    await t.db.insert(surveyComments).values([
      { responseId: empty.responseId, code: 'CL_HOSPITAL_BEDS', authorRole: 'staff', text: 'Beds or wards?' },
      { responseId: empty.responseId, code: 'CL_LAB_TYPE', authorRole: 'staff', text: 'Which hospital?' },
    ]);
    await t.db
      .insert(surveyComments)
      .values({ responseId: empty.responseId, code: 'CL_LAB_TYPE', authorRole: 'lab', text: 'The university one.' });

    const loaded = dataOf(await t.call('loadSurveyResponse', { token }));
    expect(loaded.position).toEqual({ page: 'profile', question: 'CL_HOSPITAL_BEDS' });
    expect(loaded.answers).toHaveLength(3);
    expect(loaded.answers[0]).toMatchObject({ answeredBy: `Lena ${lab.code}` });
    expect(Date.parse(loaded.answers[0]?.answeredAt ?? '')).not.toBeNaN();
    const threads = loaded.threads.sort((a, b) => a.code.localeCompare(b.code));
    expect(threads.map((th) => ({ code: th.code, open: th.open, texts: th.messages.map((m) => m.text) }))).toEqual([
      { code: 'CL_HOSPITAL_BEDS', open: true, texts: ['Beds or wards?'] },
      { code: 'CL_LAB_TYPE', open: false, texts: ['Which hospital?', 'The university one.'] },
    ]);
    expect(threads[1]?.messages.map((m) => m.author)).toEqual(['staff', 'lab']);
  });

  it('tells a response staff returned for changes, with their reason, from one that is merely open', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
    await t.db
      .update(surveyResponses)
      .set({ returnedAt: new Date(), validationComment: 'Please give beds, not wards.' })
      .where(eq(surveyResponses.id, responseId));
    expect(dataOf(await t.call('loadSurveyResponse', { token }))).toMatchObject({
      status: 'P',
      survey_status: null,
      returned: true,
      validationComment: 'Please give beds, not wards.',
    });
    await t.db.update(surveyResponses).set({ status: 'A' }).where(eq(surveyResponses.id, responseId));
    expect(dataOf(await t.call('loadSurveyResponse', { token })).returned).toBe(false);
  });

  it('refuses the link of a round that a newer round has replaced', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab, 'HL');
    const [hl] = await t.db.select().from(surveyDefinitions).where(eq(surveyDefinitions.category, 'HL'));
    await t.db.insert(surveyDefinitions).values({ category: 'HL', round: 2027, definition: hl?.definition ?? {} });
    const result = await t.call('loadSurveyResponse', { token });
    expect(result.status).toBe(410);
    expect(errorOf(result)).toEqual({ code: 'survey_round_closed', message: 'errors.surveyRoundClosed' });
    const next = dataOf(
      await t.call(
        'getCatSurveyLinkOfLab',
        { lab_code: lab.code, q_cat_code: 'HL', checkExistanceOfData: false },
        { token: lab.token },
      ),
    );
    expect(next.round).toBe(2027);
    expect(tokenOf(next.s_url)).not.toBe(token);
  });

  it('refuses a token that matches no link', async () => {
    const result = await t.call('loadSurveyResponse', { token: 'a'.repeat(43) });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'survey_link_unknown', message: 'errors.surveyLinkUnknown' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyComments, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, formTokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function askedAbout(code: string) {
  const lab = await createLab(t);
  const token = await formTokenOf(t, lab);
  const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
  await t.db.insert(surveyComments).values({ responseId, code, authorRole: 'staff', text: 'Beds or wards?' });
  return { lab, token, responseId };
}

describe('replyToSurveyQuestion', () => {
  it('adds the lab’s reply to staff’s question and answers every thread, the question no longer open', async () => {
    const { lab, token } = await askedAbout('CL_HOSPITAL_BEDS');
    const reply = (comment: string, as?: string) =>
      t.call('replyToSurveyQuestion', { token, code: 'CL_HOSPITAL_BEDS', comment }, as ? { token: as } : {});
    const first = dataOf(await reply('  Beds, 450 of them.  ', lab.token));
    expect(first.status).toBe('Saved');
    expect(first.threads).toHaveLength(1);
    expect(first.threads[0]).toMatchObject({ code: 'CL_HOSPITAL_BEDS', open: false });
    expect(first.threads[0]?.messages.map((m) => [m.author, m.text, m.authorName])).toEqual([
      ['staff', 'Beds or wards?', ''],
      ['lab', 'Beds, 450 of them.', `Lena ${lab.code}`],
    ]);
    // Through the link alone: the reply has no name.
    const second = dataOf(await reply('And 12 wards.'));
    expect(second.threads[0]?.messages.at(-1)).toMatchObject({ author: 'lab', authorName: '', text: 'And 12 wards.' });
    const loaded = dataOf(await t.call('loadSurveyResponse', { token }));
    expect(loaded.threads[0]?.messages).toHaveLength(3);
  });

  it('refuses an empty reply, a question staff did not ask about, and a validated response', async () => {
    const { token, responseId } = await askedAbout('CL_LAB_TYPE');
    const empty = await t.call('replyToSurveyQuestion', { token, code: 'CL_LAB_TYPE', comment: '   ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toEqual([{ field: 'comment', message: 'validation.commentRequired' }]);

    const unasked = await t.call('replyToSurveyQuestion', { token, code: 'CL_SAMPLES_PER_DAY', comment: 'Yes' });
    expect(errorOf(unasked).code).toBe('not_found');
    const unknown = await t.call('replyToSurveyQuestion', { token, code: 'HL_LAB_TYPE', comment: 'Yes' });
    expect(errorOf(unknown).code).toBe('not_found');

    await t.db
      .update(surveyResponses)
      .set({ status: 'A', surveyStatus: 'R' })
      .where(eq(surveyResponses.id, responseId));
    const late = await t.call('replyToSurveyQuestion', { token, code: 'CL_LAB_TYPE', comment: 'Yes' });
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('invalid_state');
    const stored = await t.db.select().from(surveyComments).where(eq(surveyComments.responseId, responseId));
    expect(stored).toHaveLength(1);
  });

  it('refuses a link that does not exist', async () => {
    const result = await t.call('replyToSurveyQuestion', {
      token: 'b'.repeat(43),
      code: 'CL_LAB_TYPE',
      comment: 'Yes',
    });
    expect(errorOf(result).code).toBe('survey_link_unknown');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
let lab: { id: string; code: string };
let member: string;
let responseId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  staff = await t.tokenFor('staff@demo.example');
  lab = await insertSurveyLab(t.db, 'Thread Lab');
  member = await t.tokenFor((await t.createUser({ labId: lab.id, givenName: 'Lee', familyName: 'Lab' })).email);
  responseId = await insertSurveyResponse(t.db, { labId: lab.id });
});
afterAll(() => t.close());

const comment = (token: string, code: string, text: string, id = responseId, labCode = lab.code) =>
  t.call('submitSurveyComment', { labCode, responseId: id, code, comment: text }, { token });

describe('submitSurveyComment', () => {
  it('a staff message flags the question; the lab reply answers it', async () => {
    expect(dataOf(await comment(staff, 'CL_SAMPLES_PER_DAY', 'Is this per day?'))).toEqual({ status: 'Saved' });
    const threads = async () =>
      dataOf(await t.call('getSurveyComment', { labCode: lab.code, category: 'CL' }, { token: member })).threads;
    expect(await threads()).toMatchObject([{ code: 'CL_SAMPLES_PER_DAY', open: true }]);

    expect(dataOf(await comment(member, 'CL_SAMPLES_PER_DAY', 'Yes, on average.'))).toEqual({ status: 'Saved' });
    const [thread] = await threads();
    expect(thread?.open).toBe(false);
    expect(thread?.messages.map((m) => [m.author, m.text])).toEqual([
      ['staff', 'Is this per day?'],
      ['lab', 'Yes, on average.'],
    ]);
    expect(thread?.messages[1]?.authorName).toBe('Lee Lab');
  });

  it("answers notFound for another lab's response, an unknown response or an unknown question", async () => {
    const other = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    for (const result of [
      await comment(member, 'CL_SAMPLES_PER_DAY', 'Hello', other),
      await comment(staff, 'CL_SAMPLES_PER_DAY', 'Hello', '00000000-0000-4000-8000-000000000000'),
      await comment(staff, 'CL_NOT_A_QUESTION', 'Hello'),
    ]) {
      expect(result.status).toBe(404);
      expect(errorOf(result).code).toBe('not_found');
    }
  });

  it('refuses a member naming another lab and an empty message', async () => {
    const otherLab = await insertSurveyLab(t.db);
    expect((await comment(member, 'CL_SAMPLES_PER_DAY', 'Hi', responseId, otherLab.code)).status).toBe(403);
    const empty = await comment(member, 'CL_SAMPLES_PER_DAY', '   ');
    expect(errorOf(empty).fields).toEqual([{ field: 'comment', message: 'validation.commentRequired' }]);
  });
});

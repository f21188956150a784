import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyComments } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db, 2025);
  await seedClDefinition(t.db);
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

describe('getSurveyComment', () => {
  it("answers the threads of the lab's response of the current round only", async () => {
    const lab = await insertSurveyLab(t.db);
    const earlier = await insertSurveyResponse(t.db, { labId: lab.id, round: 2025, surveyStatus: 'A' });
    const current = await insertSurveyResponse(t.db, { labId: lab.id, surveyStatus: 'R' });
    await t.db.insert(surveyComments).values([
      { responseId: earlier, code: 'CL_STAFF', authorRole: 'staff', text: 'Old round' },
      { responseId: current, code: 'CL_SAMPLES_PER_DAY', authorRole: 'staff', text: 'Per day?' },
    ]);
    const member = await t.tokenFor((await t.createUser({ labId: lab.id })).email);
    const data = dataOf(await t.call('getSurveyComment', { labCode: lab.code, category: 'CL' }, { token: member }));
    expect(data).toMatchObject({ responseId: current, survey_status: 'R', state: 'rejected', returnedAt: null });
    expect(Object.keys(data.questionTitles)).toEqual(['CL_SAMPLES_PER_DAY']);
    expect(data.questionTitles.CL_SAMPLES_PER_DAY?.default).toBe('Samples received per day (average)');
    expect(data.questionTitles.CL_SAMPLES_PER_DAY?.th).toMatch(/\p{Script=Thai}/u);
    // Rejected: validated, so the thread is closed.
    expect(data.threads).toMatchObject([{ code: 'CL_SAMPLES_PER_DAY', open: false, messages: [{ text: 'Per day?' }] }]);
  });

  it('answers no response when the lab has none in the current round', async () => {
    const lab = await insertSurveyLab(t.db);
    await insertSurveyResponse(t.db, { labId: lab.id, round: 2025 });
    for (const category of ['CL', 'HL'] as const)
      expect(dataOf(await t.call('getSurveyComment', { labCode: lab.code, category }, { token: staff }))).toEqual({
        responseId: null,
        survey_status: null,
        state: null,
        returnedAt: null,
        validationComment: null,
        threads: [],
        questionTitles: {},
      });
  });

  it('answers notFound to staff naming a lab that does not exist', async () => {
    const result = await t.call('getSurveyComment', { labCode: 'NO-SUCH-LAB', category: 'CL' }, { token: staff });
    expect(errorOf(result).code).toBe('not_found');
  });
});

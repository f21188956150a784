import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswerEdits, surveyComments } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

describe('validateSurveyQuestionsResponse', () => {
  it('shows every answer with who gave it, the checks, the edits and the threads', async () => {
    const lab = await insertSurveyLab(t.db, 'Detail Lab');
    const member = await t.createUser({ labId: lab.id, givenName: 'Ann', familyName: 'Swer' });
    const editor = await t.createUser({ userType: 'internal', givenName: 'Sam', familyName: 'Staff' });
    const id = await insertSurveyResponse(t.db, {
      labId: lab.id,
      answers: { CL_SAMPLES_PER_DAY: 400, CL_OPEN_24_7: 'yes' },
      answeredBy: member.id,
    });
    await t.db
      .insert(surveyAnswerEdits)
      .values({ responseId: id, code: 'CL_SAMPLES_PER_DAY', oldValue: 40, newValue: 400, editedBy: editor.id });
    await t.db.insert(surveyComments).values({
      responseId: id,
      code: 'CL_SAMPLES_PER_DAY',
      authorId: editor.id,
      authorRole: 'staff',
      text: 'Per day?',
    });

    const detail = dataOf(await t.call('validateSurveyQuestionsResponse', { responseId: id }, { token: staff }));
    expect(detail.summary).toMatchObject({
      responseId: id,
      labName: 'Detail Lab',
      labCode: lab.code,
      openQuestions: 1,
    });
    expect(detail.definition).toHaveProperty('pages');
    expect(detail.answers).toMatchObject([
      { code: 'CL_OPEN_24_7', value: 'yes', answeredBy: 'Ann Swer' },
      { code: 'CL_SAMPLES_PER_DAY', value: 400, answeredBy: 'Ann Swer' },
    ]);
    expect(detail.edits).toMatchObject([
      { code: 'CL_SAMPLES_PER_DAY', oldValue: 40, newValue: 400, editedBy: 'Sam Staff' },
    ]);
    expect(detail.threads).toMatchObject([
      {
        code: 'CL_SAMPLES_PER_DAY',
        open: true,
        messages: [
          {
            author: 'staff',
            authorName: 'Sam Staff',
            text: 'Per day?',
          },
        ],
      },
    ]);
    expect(detail.failedChecks).toEqual([]);
    expect(detail.validationComment).toBeNull();
  });

  it('answers who answered through the link without signing in as an empty name', async () => {
    const id = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    const detail = dataOf(await t.call('validateSurveyQuestionsResponse', { responseId: id }, { token: staff }));
    expect(detail.answers.every((a) => a.answeredBy === 'link')).toBe(true);
  });

  it('answers notFound for a response that does not exist', async () => {
    const result = await t.call(
      'validateSurveyQuestionsResponse',
      { responseId: '00000000-0000-4000-8000-000000000000' },
      { token: staff },
    );
    expect(result.status).toBe(404);
    expect(errorOf(result).code).toBe('not_found');
  });
});

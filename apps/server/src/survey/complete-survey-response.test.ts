import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_INCOMPLETE, missingAnswersOf } from '@labbench/contract';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab, formTokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (token: string) => {
  const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
  return (await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, responseId)))[0];
};

describe('completeSurveyResponse', () => {
  it('refuses a response with required answers missing, naming each, and changes nothing', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    dataOf(await t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_SAMPLES_PER_DAY', value: 900 }] }));
    const before = await rowOf(token);

    const refused = await t.call('completeSurveyResponse', { token });
    expect(refused.status).toBe(409);
    const error = errorOf(refused);
    expect(error).toMatchObject({ code: SURVEY_INCOMPLETE, message: 'checks.incomplete' });
    const missing = missingAnswersOf(error) ?? [];
    expect(missing).toContain('CL_LAB_TYPE');
    expect(missing).toContain('CL_EQA_PARTICIPATION');
    expect(missing).not.toContain('CL_SAMPLES_PER_DAY');
    // A question hidden by the answers' conditions is not asked for: beds are asked of hospital labs only.
    expect(missing).not.toContain('CL_HOSPITAL_BEDS');
    expect(await rowOf(token)).toEqual(before);
    expect(before).toMatchObject({ status: 'P', processState: 'none', submittedAt: null });
  });

  it('submits a complete response with its warnings listed, queues processing; a second Complete is refused', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    await answerEverything(t, token);
    dataOf(
      await t.call('saveSurveyAnswers', {
        token,
        answers: [
          { code: 'CL_TAT_STAT_MEDIAN_MIN', value: 90 },
          { code: 'CL_TAT_ROUTINE_MEDIAN_MIN', value: 60 },
        ],
      }),
    );
    const done = dataOf(await t.call('completeSurveyResponse', { token }));
    expect(done.status).toBe('Submitted');
    expect(done.failedChecks).toContainEqual({ code: 'CL_TAT_STAT_MEDIAN_MIN', check: 'checks.statAboveRoutine' });
    expect(done.failedChecks.filter((f) => f.check === 'checks.required')).toEqual([]);

    expect(await rowOf(token)).toMatchObject({
      status: 'A',
      processState: 'queued',
      submittedBy: null,
      failedChecks: done.failedChecks,
    });
    const again = await t.call('completeSurveyResponse', { token });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'survey_submitted', message: 'errors.surveySubmitted' });
  });

  it('records the signed-in member who submitted through the form', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    await answerEverything(t, token);
    dataOf(await t.call('completeSurveyResponse', { token }, { token: lab.token }));
    expect((await rowOf(token))?.submittedBy).toBe(lab.userId);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, formTokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('completeSurveyResponse', () => {
  it('submits even with failed checks, lists them, and queues processing; a second Complete is refused', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    dataOf(
      await t.call('saveSurveyAnswers', {
        token,
        answers: [
          { code: 'CL_OFFERS_STAT', value: 'yes' },
          { code: 'CL_TAT_ROUTINE_MEDIAN_MIN', value: 60 },
          { code: 'CL_TAT_STAT_MEDIAN_MIN', value: 90 },
        ],
      }),
    );
    const done = dataOf(await t.call('completeSurveyResponse', { token }));
    expect(done.status).toBe('Submitted');
    expect(done.failedChecks).toContainEqual({ code: 'CL_LAB_TYPE', check: 'checks.required' });
    expect(done.failedChecks.length).toBeGreaterThan(1);

    const loaded = dataOf(await t.call('loadSurveyResponse', { token }));
    expect(loaded.status).toBe('A');
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, loaded.responseId));
    expect(row).toMatchObject({
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
    dataOf(await t.call('completeSurveyResponse', { token }, { token: lab.token }));
    const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, responseId));
    expect(row?.submittedBy).toBe(lab.userId);
  });
});

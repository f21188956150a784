import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, formTokenOf } from './test-fixtures.ts';
import type { TestLab } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setStatus = (lab: TestLab, status: 'A' | 'P') =>
  t.call('setSurveyStatus', { lab_code: lab.code, s_category: 'CL', status }, { token: lab.token });
const responseOf = async (id: string) =>
  (await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0];

describe('setSurveyStatus', () => {
  it('submits like the form’s Complete: queued, with the failed checks for staff', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    dataOf(await t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_SAMPLES_PER_DAY', value: 900 }] }));
    expect(dataOf(await setStatus(lab, 'A'))).toEqual({ lab_status: 'A' });
    const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
    const row = await responseOf(responseId);
    expect(row).toMatchObject({ status: 'A', processState: 'queued', submittedBy: lab.userId });
    expect(row?.submittedAt).toBeInstanceOf(Date);
    expect(row?.failedChecks).toContainEqual({ code: 'CL_LAB_TYPE', check: 'checks.required' });
    expect(dataOf(await setStatus(lab, 'A'))).toEqual({ lab_status: 'A' });
  });

  it('reopens a submitted response not validated yet, and refuses otherwise', async () => {
    const lab = await createLab(t);
    const open = await setStatus(lab, 'P');
    expect(open.status).toBe(409);
    expect(errorOf(open)).toEqual({ code: 'invalid_state', message: 'errors.invalidState' });

    const token = await formTokenOf(t, lab);
    expect(errorOf(await setStatus(lab, 'P')).code).toBe('invalid_state');
    dataOf(await t.call('completeSurveyResponse', { token }));
    expect(dataOf(await setStatus(lab, 'P'))).toEqual({ lab_status: 'P' });
    const { responseId, status } = dataOf(await t.call('loadSurveyResponse', { token }));
    expect(status).toBe('P');
    expect((await responseOf(responseId))?.processState).toBe('none');
    dataOf(await t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_SAMPLES_PER_DAY', value: 901 }] }));

    dataOf(await setStatus(lab, 'A'));
    await t.db.update(surveyResponses).set({ surveyStatus: 'A' }).where(eq(surveyResponses.id, responseId));
    expect(errorOf(await setStatus(lab, 'P')).code).toBe('invalid_state');
  });
});

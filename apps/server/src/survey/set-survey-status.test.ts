import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_INCOMPLETE, missingAnswersOf } from '@labbench/contract';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab, formTokenOf } from './test-fixtures.ts';
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
  it('refuses to submit while required answers are missing, naming them, and changes nothing', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    dataOf(await t.call('saveSurveyAnswers', { token, answers: [{ code: 'CL_LAB_TYPE', value: 'hospital' }] }));
    const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
    const before = await responseOf(responseId);

    const refused = await setStatus(lab, 'A');
    expect(refused.status).toBe(409);
    const error = errorOf(refused);
    expect(error.code).toBe(SURVEY_INCOMPLETE);
    // The hospital lab is asked for its beds: a condition the answers meet makes a question required.
    expect(missingAnswersOf(error)).toEqual(expect.arrayContaining(['CL_HOSPITAL_BEDS', 'CL_SAMPLES_PER_DAY']));
    expect(missingAnswersOf(error)).not.toContain('CL_LAB_TYPE');
    expect(await responseOf(responseId)).toEqual(before);
  });

  it('submits a complete response like the form’s Complete: queued, with the warnings for staff', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab);
    await answerEverything(t, token);
    expect(dataOf(await setStatus(lab, 'A'))).toEqual({ lab_status: 'A' });
    const { responseId } = dataOf(await t.call('loadSurveyResponse', { token }));
    const row = await responseOf(responseId);
    expect(row).toMatchObject({ status: 'A', processState: 'queued', submittedBy: lab.userId });
    expect(row?.submittedAt).toBeInstanceOf(Date);
    expect(row?.failedChecks.some((f) => f.check === 'checks.required')).toBe(false);
    expect(dataOf(await setStatus(lab, 'A'))).toEqual({ lab_status: 'A' });
  });

  it('reopens a submitted response not validated yet, and refuses otherwise', async () => {
    const lab = await createLab(t);
    const open = await setStatus(lab, 'P');
    expect(open.status).toBe(409);
    expect(errorOf(open)).toEqual({ code: 'invalid_state', message: 'errors.invalidState' });

    const token = await formTokenOf(t, lab);
    expect(errorOf(await setStatus(lab, 'P')).code).toBe('invalid_state');
    await answerEverything(t, token);
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyComments, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { SOME_CL_ANSWERS, answerEverything, createLab, formTokenOf } from './test-fixtures.ts';
import type { TestLab } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = async (lab: TestLab, token = lab.token) =>
  dataOf(await t.call('labDetails', { labCode: lab.code, location: 'apac', surveyCategoryCode: 'CL' }, { token }));

describe('labDetails', () => {
  it('follows a lab through the flow: no link, link, answers, complete, staff flag and accept', async () => {
    const lab = await createLab(t);
    const before = await details(lab);
    expect(before).toMatchObject({ labCode: lab.code, labName: `Lab ${lab.code}`, countryCode: 'TH', labStatus: 'A' });
    expect(Object.keys(before.categories).sort()).toEqual(['BB', 'CL', 'CLT', 'HL', 'ML']);
    expect(before.categories.CL).toEqual({
      can_view_rpt: false,
      lab_status: null,
      survey_status: null,
      s_url: null,
      s_taken: false,
      contact_id: null,
      round: 2026,
      waitForImport: false,
      openQuestions: 0,
      returned: false,
      validationComment: null,
      submittedAt: null,
    });

    const token = await formTokenOf(t, lab);
    const linked = (await details(lab)).categories.CL;
    expect(linked).toMatchObject({ lab_status: 'P', s_url: `/survey-form/${token}`, s_taken: false });
    expect(linked.contact_id).toEqual(expect.any(String));

    dataOf(await t.call('saveSurveyAnswers', { token, answers: SOME_CL_ANSWERS }));
    expect((await details(lab)).categories.CL).toMatchObject({ lab_status: 'P', s_taken: false });

    await answerEverything(t, token);
    dataOf(await t.call('completeSurveyResponse', { token }));
    expect((await details(lab)).categories.CL).toMatchObject({ lab_status: 'A', s_taken: true, waitForImport: true });

    const responseId = linked.contact_id ?? '';
    await t.db.insert(surveyComments).values([
      { responseId, code: 'CL_HOSPITAL_BEDS', authorRole: 'staff', text: 'Beds or wards?' },
      { responseId, code: 'CL_SAMPLES_PER_DAY', authorRole: 'staff', text: 'Really?' },
    ]);
    await t.db
      .insert(surveyComments)
      .values({ responseId, code: 'CL_SAMPLES_PER_DAY', authorRole: 'lab', text: 'Yes, per day.' });
    expect((await details(lab)).categories.CL.openQuestions).toBe(1);

    await t.db
      .update(surveyResponses)
      .set({ surveyStatus: 'A', processState: 'done' })
      .where(eq(surveyResponses.id, responseId));
    const staff = await t.createUser({ userType: 'internal' });
    const accepted = (await details(lab, await t.tokenFor(staff.email))).categories.CL;
    expect(accepted).toMatchObject({ survey_status: 'A', can_view_rpt: true, waitForImport: false, openQuestions: 0 });
    expect((await details(lab)).categories.ML).toMatchObject({ lab_status: null, can_view_rpt: false });
  });
});

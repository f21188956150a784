import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab, formTokenOf } from './test-fixtures.ts';
import type { TestLab } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detailsOf = async (lab: TestLab) =>
  dataOf(await t.call('getSurveyDetailsOfLab', { lab_code: lab.code }, { token: lab.token })).categories.HL;

describe('getSurveyDetailsOfLab', () => {
  it('answers the lab and the state of every category of the current round', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab, 'HL');
    const data = dataOf(await t.call('getSurveyDetailsOfLab', { lab_code: lab.code }, { token: lab.token }));
    expect(data.labName).toBe(`Lab ${lab.code}`);
    expect(data.countryCode).toBe('TH');
    expect(data.categories.HL).toMatchObject({ lab_status: 'P', s_url: `/survey-form/${token}`, round: 2026 });
    expect(data.categories.CL).toMatchObject({ lab_status: null, s_url: null, s_taken: false, round: 2026 });
  });

  it('reads a newer round as the current one: last round’s response is no longer this round’s state', async () => {
    const lab = await createLab(t);
    await formTokenOf(t, lab, 'ML');
    const [ml] = await t.db.select().from(surveyDefinitions).where(eq(surveyDefinitions.category, 'ML'));
    await t.db.insert(surveyDefinitions).values({ category: 'ML', round: 2027, definition: ml?.definition ?? {} });
    const data = dataOf(await t.call('getSurveyDetailsOfLab', { lab_code: lab.code }, { token: lab.token }));
    expect(data.categories.ML).toMatchObject({ round: 2027, lab_status: null, s_url: null, contact_id: null });
    expect(data.categories.CL.round).toBe(2026);
  });

  it('tells the lab whether staff returned its response for changes, rejected it or accepted it, with the reason', async () => {
    const lab = await createLab(t);
    const token = await formTokenOf(t, lab, 'HL');
    await answerEverything(t, token);
    dataOf(await t.call('completeSurveyResponse', { token }));
    const submitted = await detailsOf(lab);
    expect(submitted).toMatchObject({ lab_status: 'A', s_taken: true, returned: false, validationComment: null });
    expect(Date.parse(submitted.submittedAt ?? '')).not.toBeNaN();
    const id = submitted.contact_id ?? '';
    const decide = (set: Partial<typeof surveyResponses.$inferInsert>) =>
      t.db.update(surveyResponses).set(set).where(eq(surveyResponses.id, id));

    // Returned: open again, not validated, with staff's reason.
    await decide({ status: 'P', surveyStatus: null, returnedAt: new Date(), validationComment: 'Give beds.' });
    expect(await detailsOf(lab)).toMatchObject({
      lab_status: 'P',
      s_taken: false,
      survey_status: null,
      returned: true,
      validationComment: 'Give beds.',
    });
    // Submitted again: waiting for staff, no longer returned.
    await decide({ status: 'A' });
    expect(await detailsOf(lab)).toMatchObject({ lab_status: 'A', s_taken: true, returned: false });
    // Rejected: final, with its reason, and no dashboard.
    await decide({ surveyStatus: 'R', validationComment: 'Not this lab’s figures.' });
    expect(await detailsOf(lab)).toMatchObject({
      survey_status: 'R',
      returned: false,
      validationComment: 'Not this lab’s figures.',
      can_view_rpt: false,
    });
    await decide({ surveyStatus: 'A', validationComment: null });
    expect(await detailsOf(lab)).toMatchObject({ survey_status: 'A', returned: false, can_view_rpt: true });
  });
});

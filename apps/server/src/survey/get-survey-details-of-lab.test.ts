import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyDefinitions } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, formTokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});

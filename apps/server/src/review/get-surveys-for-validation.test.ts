import type { PayloadOf } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { surveyComments, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
let accepted: string;
let flagged: string;
let returned: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  await seedClDefinition(t.db, 2025);
  staff = await t.tokenFor('staff@demo.example');
  // 12 pending responses of labs named "Bulk …", one accepted, one open (never listed), one of 2025 with an open
  // question, one of a lab named with a wildcard character.
  for (let i = 0; i < 12; i += 1)
    await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db, `Bulk Lab ${i}`)).id });
  const acceptedLab = await insertSurveyLab(t.db, 'Accepted Lab', 'JP');
  accepted = await insertSurveyResponse(t.db, { labId: acceptedLab.id, surveyStatus: 'A' });
  await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db, 'Open Lab')).id, status: 'P' });
  flagged = await insertSurveyResponse(t.db, {
    labId: (await insertSurveyLab(t.db, 'Earlier Lab')).id,
    round: 2025,
    processState: 'queued',
  });
  await t.db.insert(surveyComments).values([
    { responseId: flagged, code: 'CL_SAMPLES_PER_DAY', authorRole: 'staff', text: 'Per day?' },
    { responseId: flagged, code: 'CL_STAFF', authorRole: 'staff', text: 'Really?' },
  ]);
  await t.db.insert(surveyComments).values({ responseId: flagged, code: 'CL_STAFF', authorRole: 'lab', text: 'Yes.' });
  await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db, '100% Lab_x')).id });
  // Returned to its lab for changes: open again, yet listed (as returned).
  returned = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db, 'Returned Lab')).id, status: 'P' });
  await t.db.update(surveyResponses).set({ returnedAt: new Date() }).where(eq(surveyResponses.id, returned));
});
afterAll(() => t.close());

const list = async (payload: PayloadOf<'getSurveysForValidation'>) =>
  dataOf(await t.call('getSurveysForValidation', { page: 1, ...payload }, { token: staff }));

describe('getSurveysForValidation', () => {
  it('lists submitted and returned responses only, ten a page, and clamps the page', async () => {
    const first = await list({ page: 1 });
    expect(first.total).toBe(16);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(10);
    expect(first.items.map((i) => i.labName)).not.toContain('Open Lab');
    const beyond = await list({ page: 99 });
    expect(beyond.page).toBe(2);
    expect(beyond.items).toHaveLength(6);
    expect((await list({ page: -3 })).page).toBe(1);
  });

  it('filters by status, category, round and country', async () => {
    expect((await list({ statuses: ['A'] })).items.map((i) => i.responseId)).toEqual([accepted]);
    expect((await list({ statuses: ['R'] })).total).toBe(0);
    expect((await list({ statuses: ['pending'] })).total).toBe(14);
    expect((await list({ statuses: ['returned'] })).items.map((i) => [i.responseId, i.state])).toEqual([
      [returned, 'returned'],
    ]);
    expect((await list({ statuses: ['A'] })).items.map((i) => i.state)).toEqual(['accepted']);
    expect((await list({ categories: ['HL'] })).total).toBe(0);
    expect((await list({ round: 2025 })).items.map((i) => i.responseId)).toEqual([flagged]);
    expect((await list({ countryCodes: ['JP'] })).items.map((i) => i.labName)).toEqual(['Accepted Lab']);
  });

  it('takes several statuses, categories and countries: rows of any of them, an empty list is every row', async () => {
    const both = await list({ statuses: ['A', 'returned'] });
    expect(new Set(both.items.map((i) => i.responseId))).toEqual(new Set([accepted, returned]));
    expect((await list({ statuses: ['pending', 'returned', 'A', 'R'] })).total).toBe(16);
    expect((await list({ statuses: [], categories: [], countryCodes: [] })).total).toBe(16);
    expect((await list({ countryCodes: ['JP', 'TH'] })).total).toBe(16);
    expect((await list({ countryCodes: ['JP', 'KR'] })).total).toBe(1);
    expect((await list({ categories: ['CL', 'HL'] })).total).toBe(16);
    expect((await list({ categories: ['HL', 'BB'] })).total).toBe(0);
    expect((await list({ countryCodes: ['JP', 'TH'], statuses: ['A', 'R'] })).items.map((i) => i.labName)).toEqual([
      'Accepted Lab',
    ]);
  });

  it('refuses an unknown category, country or status as a field error named by its place', async () => {
    const odd = await t.callRaw(
      'getSurveysForValidation',
      { page: 1, categories: ['CL', 'XX'], countryCodes: ['jp'], statuses: ['pending', 'A', 'open'] },
      { token: staff },
    );
    expect(odd.status).toBe(400);
    expect(
      errorOf(odd)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['categories.1', 'countryCodes.0', 'statuses.2']);
    const many = await t.callRaw(
      'getSurveysForValidation',
      { page: 1, statuses: Array(5).fill('A') },
      { token: staff },
    );
    expect(errorOf(many).fields?.map((f) => f.field)).toEqual(['statuses']);
  });

  it('searches lab names and codes, with % and _ taken literally', async () => {
    expect((await list({ search: 'bulk lab 1' })).total).toBe(3);
    expect((await list({ search: '%' })).items.map((i) => i.labName)).toEqual(['100% Lab_x']);
    expect((await list({ search: 'b_x' })).total).toBe(1);
    expect((await list({ search: 'Lab_' })).total).toBe(1);
    const code = (await list({ search: 'Accepted' })).items[0]?.labCode ?? '';
    expect((await list({ search: code.toLowerCase() })).items.map((i) => i.labName)).toEqual(['Accepted Lab']);
  });

  it('counts failed checks and open questions and shows processing', async () => {
    const [row] = (await list({ round: 2025 })).items;
    expect(row).toMatchObject({ openQuestions: 1, failedChecks: 0, waitForImport: true, round: 2025 });
    expect(row?.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('is for staff only', async () => {
    const member = await t.createUser({ labId: (await insertSurveyLab(t.db)).id });
    const result = await t.call('getSurveysForValidation', { page: 1 }, { token: await t.tokenFor(member.email) });
    expect(result.status).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let lab: { id: string; code: string };
let other: { id: string; code: string };
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  lab = await insertSurveyLab(t.db, 'Import Lab');
  other = await insertSurveyLab(t.db, 'Other Lab');
  const member = await t.createUser({ labId: lab.id });
  token = await t.tokenFor(member.email);
});
afterAll(() => t.close());

const processState = async (id: string) =>
  (await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0]?.processState;

describe('importResponseFromSurveyJs', () => {
  it("queues processing of the lab's submitted response again", async () => {
    const id = await insertSurveyResponse(t.db, { labId: lab.id });
    const result = await t.call(
      'importResponseFromSurveyJs',
      { lab_code: lab.code, contactId: id, q_cat_code: 'CL' },
      { token },
    );
    expect(dataOf(result)).toEqual({ status: 'Queued' });
    expect(await processState(id)).toBe('queued');
  });

  it("answers notFound for another lab's response, an open one, another category or no response", async () => {
    const othersId = await insertSurveyResponse(t.db, { labId: other.id });
    // The member names their own lab with lab B's response.
    const foreign = await t.call(
      'importResponseFromSurveyJs',
      { lab_code: lab.code, contactId: othersId, q_cat_code: 'CL' },
      { token },
    );
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign)).toEqual({ code: 'not_found', message: 'errors.notFound' });
    expect(await processState(othersId)).toBe('done');

    const staff = await t.tokenFor('staff@demo.example');
    const openLab = await insertSurveyLab(t.db);
    const open = await insertSurveyResponse(t.db, { labId: openLab.id, status: 'P' });
    const own = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    for (const [code, contactId, category] of [
      [openLab.code, open, 'CL'],
      [lab.code, own, 'CL'],
      [lab.code, '00000000-0000-4000-8000-000000000000', 'CL'],
    ] as const) {
      const result = await t.call(
        'importResponseFromSurveyJs',
        { lab_code: code, contactId, q_cat_code: category },
        { token: staff },
      );
      expect(errorOf(result).code).toBe('not_found');
    }
    expect(await processState(open)).toBe('none');
  });

  it('answers notFound when the category is not the response’s', async () => {
    await seedClDefinition(t.db, 2025);
    const id = await insertSurveyResponse(t.db, { labId: lab.id, round: 2025 });
    const result = await t.call(
      'importResponseFromSurveyJs',
      { lab_code: lab.code, contactId: id, q_cat_code: 'HL' },
      { token },
    );
    expect(errorOf(result).code).toBe('not_found');
    expect(await processState(id)).toBe('done');
  });
});

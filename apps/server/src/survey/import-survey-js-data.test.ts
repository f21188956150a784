import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  await seedClDefinition(t.db, 2025);
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const processState = async (id: string) =>
  (await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0]?.processState;

describe('importSurveyJsData', () => {
  it('queues every submitted response of the lab in the category, of every round, and no other lab’s', async () => {
    const lab = await insertSurveyLab(t.db);
    const other = await insertSurveyLab(t.db);
    const current = await insertSurveyResponse(t.db, { labId: lab.id });
    const earlier = await insertSurveyResponse(t.db, { labId: lab.id, round: 2025 });
    const othersId = await insertSurveyResponse(t.db, { labId: other.id });

    const result = await t.call('importSurveyJsData', { labCode: lab.code, qCatCode: 'CL' }, { token: staff });
    expect(dataOf(result)).toEqual({ status: 'Queued' });
    expect(await processState(current)).toBe('queued');
    expect(await processState(earlier)).toBe('queued');
    expect(await processState(othersId)).toBe('done');
  });

  it('answers notFound when the lab has nothing submitted in the category', async () => {
    const lab = await insertSurveyLab(t.db);
    const open = await insertSurveyResponse(t.db, { labId: lab.id, status: 'P' });
    const result = await t.call('importSurveyJsData', { labCode: lab.code, qCatCode: 'CL' }, { token: staff });
    expect(result.status).toBe(404);
    expect(errorOf(result).code).toBe('not_found');
    expect(await processState(open)).toBe('none');
  });

  it('is for staff only', async () => {
    const lab = await insertSurveyLab(t.db);
    const member = await t.createUser({ labId: lab.id });
    const result = await t.call(
      'importSurveyJsData',
      { labCode: lab.code, qCatCode: 'CL' },
      { token: await t.tokenFor(member.email) },
    );
    expect(result.status).toBe(403);
  });
});

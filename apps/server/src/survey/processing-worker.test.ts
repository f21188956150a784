import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyInputValues, surveyResponses } from '../db/schema/index.ts';
import { REQUIRED_CHECK } from '../commands/survey-checks.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';
import { processNextResponse, startProcessingWorker } from './processing-worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
});
afterAll(() => t.close());

const stateOf = async (id: string) => {
  const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
  return row;
};
const valuesOf = async (id: string) =>
  Object.fromEntries(
    (await t.db.select().from(surveyInputValues).where(eq(surveyInputValues.responseId, id))).map((v) => [
      v.code,
      v.value,
    ]),
  );

describe('survey processing', () => {
  it('stores the failed checks and the input values of a queued response and marks it done', async () => {
    const lab = await insertSurveyLab(t.db);
    const id = await insertSurveyResponse(t.db, { labId: lab.id, processState: 'queued' });
    await t.db.insert(surveyInputValues).values({ responseId: id, code: 'CL_STALE', value: 9 });

    expect(await processNextResponse(t.db)).toBe(id);

    const row = await stateOf(id);
    expect(row?.processState).toBe('done');
    expect(row?.processedAt).toBeInstanceOf(Date);
    // Only a few questions are answered: the required ones left empty are listed for staff.
    expect(row?.failedChecks).toContainEqual({ code: 'CL_EQA_PARTICIPATION', check: REQUIRED_CHECK });
    expect(row?.failedChecks).not.toContainEqual({ code: 'CL_SAMPLES_PER_DAY', check: REQUIRED_CHECK });
    expect(await valuesOf(id)).toEqual({
      CL_LAB_TYPE: 1,
      CL_OPEN_24_7: 1,
      CL_ISO15189: 2,
      CL_SAMPLES_PER_DAY: 400,
      CL_FTE_TECHNICIANS: 10,
    });
    expect(await processNextResponse(t.db)).toBeNull();
  });

  it('leaves responses that are not queued alone', async () => {
    const lab = await insertSurveyLab(t.db);
    const id = await insertSurveyResponse(t.db, { labId: lab.id, processState: 'done' });
    expect(await processNextResponse(t.db)).toBeNull();
    expect(await valuesOf(id)).toEqual({});
  });

  it('two workers never process the same response twice at once', async () => {
    const lab = await insertSurveyLab(t.db);
    const ids = await Promise.all(
      (['CL', 'CL'] as const).map(async (_, i) => {
        const other = i === 0 ? lab : await insertSurveyLab(t.db);
        return insertSurveyResponse(t.db, { labId: other.id, processState: 'queued' });
      }),
    );
    const claimed = await Promise.all([processNextResponse(t.db), processNextResponse(t.db)]);
    const done = [...claimed, await processNextResponse(t.db)].filter((id) => id !== null);
    expect(done.sort()).toEqual([...ids].sort());
  });

  it('runs on its interval until stopped', async () => {
    const lab = await insertSurveyLab(t.db);
    const id = await insertSurveyResponse(t.db, { labId: lab.id, processState: 'queued' });
    const worker = startProcessingWorker(t.db, t.app.log, 20);
    await expect.poll(async () => (await stateOf(id))?.processState, { timeout: 5000 }).toBe('done');
    await worker.stop();
    const again = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id, processState: 'queued' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stateOf(again))?.processState).toBe('queued');
    expect(await processNextResponse(t.db)).toBe(again);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { surveyResponses } from '../db/schema/index.ts';
import type * as SurveyChecks from '../commands/survey-checks.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';
import { startProcessingWorker } from './processing-worker.ts';

// The checks fail for one lab's answers only: its response must not block the others.
vi.mock('../commands/survey-checks.ts', async (original) => {
  const real = await original<typeof SurveyChecks>();
  return {
    ...real,
    checkResponse: (...args: Parameters<typeof real.checkResponse>) => {
      if (args[2].CL_SAMPLES_PER_DAY === 13) throw new Error('unreadable');
      return real.checkResponse(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
});
afterAll(() => t.close());

describe('survey processing of a response the checks cannot read', () => {
  it('puts it back and goes on with the others', async () => {
    const broken = await insertSurveyResponse(t.db, {
      labId: (await insertSurveyLab(t.db)).id,
      processState: 'queued',
      answers: { CL_SAMPLES_PER_DAY: 13 },
    });
    const fine = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id, processState: 'queued' });
    const worker = startProcessingWorker(t.db, t.app.log, 86_400_000);
    expect(await worker.runOnce()).toBe(2);
    await worker.stop();
    const state = async (id: string) =>
      (await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0]?.processState;
    expect(await state(broken)).toBe('queued');
    expect(await state(fine)).toBe('done');
  });
});

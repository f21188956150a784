import { readdirSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { surveyDefinitions } from './schema/index.ts';
import { SURVEY_DEFINITIONS_DIR, seedSurveyDefinitions } from './survey-definitions-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedSurveyDefinitions', () => {
  it('has every definition file in the database, and a second start adds and overwrites nothing', async () => {
    const files = readdirSync(SURVEY_DEFINITIONS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.json'),
    );
    const rows = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(surveyDefinitions);
    expect(rows[0]?.n).toBe(files.length);

    const cl = and(eq(surveyDefinitions.category, 'CL'), eq(surveyDefinitions.round, 2026));
    await t.db
      .update(surveyDefinitions)
      .set({ definition: { pages: [], edited: true } })
      .where(cl);
    expect(await seedSurveyDefinitions(t.db)).toBe(0);
    const [stored] = await t.db.select().from(surveyDefinitions).where(cl);
    expect(stored?.definition).toEqual({ pages: [], edited: true });
  });
});

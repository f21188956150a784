import { COUNTRIES, JOB_TITLES, LANGUAGES, SURVEY_TYPES } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { countries, jobTitles, labs, languages, surveyTypes, users } from './schema/index.ts';
import { seedReferenceData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('first-start seed', () => {
  it('holds the reference data of the contract', async () => {
    expect(await t.db.select().from(languages)).toHaveLength(LANGUAGES.length);
    expect(await t.db.select().from(countries)).toHaveLength(COUNTRIES.length);
    expect(await t.db.select().from(surveyTypes)).toHaveLength(SURVEY_TYPES.length);
    expect(await t.db.select().from(jobTitles)).toHaveLength(JOB_TITLES.length);
    expect(LANGUAGES).toHaveLength(11);
    expect(COUNTRIES).toHaveLength(22);
    expect(JOB_TITLES).toHaveLength(22);
  });

  it('stores China as the china site with zhcn first', async () => {
    const [china] = await t.db.select().from(countries).where(eq(countries.code, 'CN'));
    expect(china).toMatchObject({ langs: ['zhcn', 'en'], defaultLanguage: 'zhcn', siteLocation: 'china' });
    const [japan] = await t.db.select().from(countries).where(eq(countries.code, 'JP'));
    expect(japan).toMatchObject({ defaultLanguage: 'ja', siteLocation: 'apac', alphaCode: 'JPN' });
  });

  it('creates the demo lab and every demo account with an argon2id hash', async () => {
    const [lab] = await t.db.select().from(labs).where(eq(labs.labCode, 'DEMO-CL-001'));
    expect(lab).toMatchObject({ name: 'Demo Hospital Laboratory', countryCode: 'TH', status: 'A' });
    const rows = await t.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email);
      expect(row, account.email).toBeDefined();
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.labId).toBe(account.inDemoLab ? lab?.id : null);
    }
  });

  it('does nothing on a later start', async () => {
    expect(await seedReferenceData(t.db)).toBe(false);
    expect(await t.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });
});

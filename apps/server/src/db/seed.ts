import { COUNTRIES, JOB_TITLES, LANGUAGES, SURVEY_TYPES } from '@labbench/contract';
import { hashPassword } from '../shared/password.ts';
import type { Database } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_LAB, DEMO_PASSWORD } from './demo-accounts.ts';
import { countries, jobTitles, labs, languages, surveyTypes, users } from './schema/index.ts';

/**
 * Reference data and demo accounts, once: on a database whose languages table is empty.
 * One bulk insert per table (PGlite pays per statement). Returns whether it seeded.
 */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const existing = await db.select({ id: languages.id }).from(languages).limit(1);
  if (existing.length > 0) return false;

  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ inDemoLab, role: _role, ...account }) => ({
      ...account,
      inDemoLab,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })),
  );

  await db.transaction(async (tx) => {
    await tx.insert(languages).values(
      LANGUAGES.map((l, position) => ({
        id: l.id,
        name: l.name,
        nameInEnglish: l.nameInEnglish,
        surveyCode: l.surveyCode,
        position,
      })),
    );
    await tx.insert(countries).values(
      COUNTRIES.map((c, position) => ({
        code: c.code,
        name: c.name,
        langs: [...c.langs],
        defaultLanguage: c.defaultLanguage,
        alphaCode: c.alphaCode,
        siteLocation: c.siteLocation ?? 'apac',
        position,
      })),
    );
    await tx.insert(surveyTypes).values(SURVEY_TYPES.map((s, position) => ({ ...s, position })));
    await tx.insert(jobTitles).values(JOB_TITLES.map((name, position) => ({ name, position })));
    const [lab] = await tx.insert(labs).values(DEMO_LAB).returning({ id: labs.id });
    await tx
      .insert(users)
      .values(accounts.map(({ inDemoLab, ...account }) => ({ ...account, labId: inDemoLab ? lab?.id : null })));
  });
  return true;
}

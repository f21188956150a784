/**
 * The data bench/load.ts runs on, written before the servers start (a PGlite folder is one process's): what start-up
 * seeds (reference data, definitions, the demo benchmark of about 320 labs), then a lab user for each demo lab with an
 * accepted core-lab response of the current round (they read dashboards and sign in), a few staff users, and labs
 * without a response for the survey saves. Readers and staff get their sessions here; every password is the demo one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/demo-accounts.ts';
import { labs, surveyDefinitions, surveyResponses, users } from '../../apps/server/src/db/schema/index.ts';
import { seedReferenceData } from '../../apps/server/src/db/seed.ts';
import { seedSurveyDefinitions } from '../../apps/server/src/db/survey-definitions-seed.ts';
import { seedDemoBenchmark } from '../../apps/server/src/demo-benchmark/seed-demo-benchmark.ts';
import { hashPassword } from '../../apps/server/src/shared/password.ts';
import { createSession } from '../../apps/server/src/shared/sessions.ts';
import { insertRespondentLabs, numericAnswers } from './survey-respondents.ts';
import type { Answer } from './survey-respondents.ts';

/** The category every lab of the bench answers and reads: the core lab, which most labs take. */
export const LOAD_CATEGORY = 'CL';
const CURRENT_ROUND = 2026;

export interface Reader {
  email: string;
  labCode: string;
  /** A live session of this user. */
  token: string;
}

export interface LoadData {
  readers: Reader[];
  staffTokens: string[];
  /** Labs without a response: staff give each a link once a server runs. */
  respondentCodes: string[];
  /** A valid answer for each numeric question of the current core-lab definition. */
  answers: Answer[];
}

export interface LoadDataSizes {
  readers: number;
  staff: number;
  respondents: number;
}

/** Consent answered, e-mail verified: the screens measured are not the consent question's. */
const signedUp = {
  passwordHash: '',
  countryCode: 'TH',
  privacyConsent: true,
  privacyNotice: true,
  consentChoice: 'yes' as const,
  emailVerified: true,
};

/** `env` names the database as the servers get it (DATA_DIR or DATABASE_URL). */
export async function prepareLoadData(env: Record<string, string>, sizes: LoadDataSizes): Promise<LoadData> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const database = await openDatabase(config);
  const { db } = database;
  try {
    await database.migrate();
    await seedReferenceData(db);
    await seedSurveyDefinitions(db);
    await seedDemoBenchmark(db);
    // One hash for all: each verify costs the same as with its own salt, and the bench need not pay for hundreds.
    const account = { ...signedUp, passwordHash: await hashPassword(DEMO_PASSWORD) };

    const readerLabs = await db
      .select({ id: labs.id, labCode: labs.labCode })
      .from(surveyResponses)
      .innerJoin(labs, eq(labs.id, surveyResponses.labId))
      .where(
        and(
          eq(surveyResponses.category, LOAD_CATEGORY),
          eq(surveyResponses.round, CURRENT_ROUND),
          eq(surveyResponses.surveyStatus, 'A'),
        ),
      )
      .orderBy(asc(labs.labCode))
      .limit(sizes.readers);
    const readerUsers = await db
      .insert(users)
      .values(
        readerLabs.map((lab, i) => ({
          ...account,
          email: `bench-reader-${i + 1}@bench.example`,
          givenName: 'Bench',
          familyName: `Reader ${i + 1}`,
          userType: 'external' as const,
          jobTitle: 'Laboratory Manager',
          labId: lab.id,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const staffUsers = await db
      .insert(users)
      .values(
        Array.from({ length: sizes.staff }, (_, i) => ({
          ...account,
          email: `bench-staff-${i + 1}@bench.example`,
          givenName: 'Bench',
          familyName: `Staff ${i + 1}`,
          userType: 'internal' as const,
        })),
      )
      .returning({ id: users.id });

    const readers: Reader[] = [];
    for (const [i, user] of readerUsers.entries()) {
      const token = await createSession(db, user.id, config.sessionTtlS);
      readers.push({ email: user.email, labCode: readerLabs[i]?.labCode ?? '', token });
    }
    const staffTokens: string[] = [];
    for (const user of staffUsers) staffTokens.push(await createSession(db, user.id, config.sessionTtlS));

    const respondentCodes = await insertRespondentLabs(db, sizes.respondents);
    const [definition] = await db
      .select({ definition: surveyDefinitions.definition })
      .from(surveyDefinitions)
      .where(and(eq(surveyDefinitions.category, LOAD_CATEGORY), eq(surveyDefinitions.round, CURRENT_ROUND)));
    if (!definition) throw new Error(`no ${LOAD_CATEGORY} definition of ${CURRENT_ROUND}`);
    return { readers, staffTokens, respondentCodes, answers: numericAnswers(definition.definition) };
  } finally {
    await database.close();
  }
}

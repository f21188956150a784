import { inputValuesOf } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs, surveyDefinitions, surveyInputValues } from '../db/schema/index.ts';
import type { StoredAnswer } from '../db/schema/index.ts';
import { newLabCode } from '../commands/lab-code.ts';
import { FIXTURE_ROUND, insertSurveyResponse, seedClDefinition } from './survey-fixtures.ts';
import { dataOf } from './test-app.ts';
import type { TestApp } from './test-app.ts';

/** Answers of the CL survey that give some KPIs and every peer attribute; amounts in US dollars unless `more` says. */
export function clAnswers(
  rejection: number,
  statTat: number,
  costPerTest: number,
  more: Record<string, StoredAnswer> = {},
): Record<string, StoredAnswer> {
  return {
    CL_LAB_TYPE: 'commercial',
    CL_SAMPLES_PER_DAY: 400,
    CL_ISO15189: 'yes',
    CL_OFFERS_STAT: 'yes',
    CL_SAMPLE_REJECTION_PCT: rejection,
    CL_TAT_STAT_MEDIAN_MIN: statTat,
    CL_COST_PER_TEST: costPerTest,
    CL_CURRENCY_CODE: 'USD',
    ...more,
  };
}

/** A lab of its own (name `Bench <code>`), country Thailand unless told. */
export async function insertBenchmarkLab(db: Database, countryCode = 'TH', name?: string) {
  const code = newLabCode();
  const [row] = await db
    .insert(labs)
    .values({ name: name ?? `Bench ${code}`, labCode: code, countryCode, state: 'Bangkok', status: 'A' })
    .returning({ id: labs.id });
  if (!row) throw new Error('lab not created');
  return { id: row.id, code };
}

/**
 * A submitted response processed as the worker does (its input values written from the answers), not yet validated.
 * The CL definition of the round is seeded first.
 */
export async function insertProcessedResponse(
  db: Database,
  labId: string,
  answers: Record<string, StoredAnswer>,
  round = FIXTURE_ROUND,
): Promise<string> {
  await seedClDefinition(db, round);
  const [definition] = await db
    .select({ definition: surveyDefinitions.definition })
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.category, 'CL'), eq(surveyDefinitions.round, round)));
  if (!definition) throw new Error('no definition');
  const id = await insertSurveyResponse(db, { labId, round, answers });
  const values = inputValuesOf(definition.definition, answers);
  if (values.length > 0) await db.insert(surveyInputValues).values(values.map((v) => ({ responseId: id, ...v })));
  return id;
}

/** Staff accept a response through the real request (which writes its benchmark entry and refreshes the stats). */
export async function accept(t: TestApp, staffToken: string, responseId: string): Promise<void> {
  dataOf(await t.call('validateSurvayandapprove', { responseId, status: 'A' }, { token: staffToken }));
}

/** A lab with an accepted CL response of the round; answers its code, id and response id. */
export async function insertValidatedLab(
  t: TestApp,
  staffToken: string,
  answers: Record<string, StoredAnswer>,
  options: { countryCode?: string; round?: number; lab?: { id: string; code: string } } = {},
) {
  const lab = options.lab ?? (await insertBenchmarkLab(t.db, options.countryCode));
  const responseId = await insertProcessedResponse(t.db, lab.id, answers, options.round);
  await accept(t, staffToken, responseId);
  return { ...lab, responseId };
}

/** A member of the lab, signed in; answers the session token. */
export async function memberToken(t: TestApp, labId: string): Promise<string> {
  const user = await t.createUser({ labId });
  return t.tokenFor(user.email);
}

/**
 * The hand-computed example of the benchmark tests, round 2026, region APAC (Thailand), all commercial, medium, ISO
 * 15189 accredited. "Mine" answers sample rejection 2 %, STAT TAT 60 min, cost per test 3, critical values in time
 * 90 %; five peers answer (1, 30, 1, 50), (3, 40, 2, 60), (4, 50, 4, 70), (5, 70, 5, 80), (6, 80, 6, 95). Over the six
 * labs percentile_cont gives rejection and cost p10 1.5, p25 2.25, p50 3.5, p75 4.75, p90 5.5, STAT TAT p25 42.5,
 * p50 55, p75 67.5, and critical values in time p25 62.5, p50 75, p75 87.5. The first three are lower-is-better: mine
 * is excellent (2 ≤ 2.25), growth (60 > 55) and good (2.25 < 3 ≤ 3.5); the fourth is higher-is-better: 90 ≥ 87.5 is
 * excellent. Mine also has an accepted 2025 response (3, 70, 4, 85), the only one of 2025; a lab in China has one in
 * 2026.
 */
export async function handExample(t: TestApp, staffToken: string) {
  const critical = (pct: number) => ({ CL_CRITICAL_WITHIN_TARGET_PCT: pct });
  const mine = await insertValidatedLab(t, staffToken, clAnswers(2, 60, 3, critical(90)));
  for (const [rejection, tat, cost, inTime] of [
    [1, 30, 1, 50],
    [3, 40, 2, 60],
    [4, 50, 4, 70],
    [5, 70, 5, 80],
    [6, 80, 6, 95],
  ] as const)
    await insertValidatedLab(t, staffToken, clAnswers(rejection, tat, cost, critical(inTime)));
  await insertValidatedLab(t, staffToken, clAnswers(3, 70, 4, critical(85)), { lab: mine, round: 2025 });
  const china = await insertValidatedLab(t, staffToken, clAnswers(10, 100, 10, critical(10)), { countryCode: 'CN' });
  return { mine, china, token: await memberToken(t, mine.id) };
}

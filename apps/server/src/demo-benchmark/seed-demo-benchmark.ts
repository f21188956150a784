import { randomUUID } from 'node:crypto';
import { SURVEY_CATEGORIES } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { refreshBenchmarkStats, writeBenchmarkEntries } from '../commands/benchmark-entries.ts';
import type { Database } from '../db/client.ts';
import { DEMO_LAB } from '../db/demo-accounts.ts';
import { labs, surveyDefinitions, surveyResponses, users } from '../db/schema/index.ts';
import { DEMO_LAB_OPEN, generateDemoData } from './generate.ts';
import type { DemoDefinitions, DemoResponse } from './generate.ts';
import { DEMO_LAB_PROFILE, DEMO_ROUNDS, DEMO_SEED, FIRST_DEMO_LAB_CODE } from './population.ts';
import type { DemoRound } from './population.ts';

/** Rows per multi-row insert (at most 15 columns a row, far below PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;
/** Rows per JSON parameter of json_to_recordset. */
const JSON_CHUNK = 20_000;
/** The finished demo round closed at the end of its year. */
const PREVIOUS_ROUND_CLOSED = new Date(Date.UTC(2025, 11, 31));
const [PREVIOUS_ROUND, CURRENT_ROUND] = DEMO_ROUNDS;

async function insertChunked<T>(
  rows: readonly T[],
  insert: (part: T[]) => Promise<unknown>,
  size = CHUNK,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A definition of the current round retitled for the previous one: the year in its title, nothing else. */
function retitled(definition: Record<string, unknown>): Record<string, unknown> {
  const swap = (text: unknown) =>
    typeof text === 'string' ? text.replaceAll(String(CURRENT_ROUND), String(PREVIOUS_ROUND)) : text;
  const { title } = definition;
  const localized = typeof title === 'object' && title !== null && !Array.isArray(title);
  return {
    ...definition,
    title: localized
      ? Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, swap(text)]))
      : swap(title),
  };
}

/**
 * The finished round 2025 of every category, made from the current (2026) definition with `closed_at` set (D53): no
 * copy of the definition files, and 2026 stays the current round.
 */
async function registerPreviousRound(db: Database): Promise<void> {
  const current = await db
    .select({ category: surveyDefinitions.category, definition: surveyDefinitions.definition })
    .from(surveyDefinitions)
    .where(eq(surveyDefinitions.round, CURRENT_ROUND));
  if (current.length === 0) return;
  await db
    .insert(surveyDefinitions)
    .values(
      current.map(({ category, definition }) => ({
        category,
        round: PREVIOUS_ROUND,
        definition: retitled(definition),
        closedAt: PREVIOUS_ROUND_CLOSED,
      })),
    )
    .onConflictDoNothing();
}

async function definitionsOf(db: Database): Promise<DemoDefinitions> {
  const rows = await db
    .select()
    .from(surveyDefinitions)
    .where(inArray(surveyDefinitions.round, [...DEMO_ROUNDS]));
  const byRound = new Map<DemoRound, Map<SurveyCategory, Record<string, unknown>>>();
  for (const row of rows) {
    const round = row.round as DemoRound;
    const own = byRound.get(round) ?? new Map<SurveyCategory, Record<string, unknown>>();
    own.set(row.category, row.definition);
    byRound.set(round, own);
  }
  return byRound;
}

export interface DemoSeedOptions {
  seed?: string;
  /** 1 is the full population (about 320 labs); tests use a small share. */
  scale?: number;
}

export interface DemoSeedResult {
  labs: number;
  responses: number;
  ms: number;
}

/** Who the demo data is answered by and accepted by: the demo lab, its lab user and the demo staff user. */
async function demoAccountsOf(db: Database) {
  const [lab] = await db.select({ id: labs.id }).from(labs).where(eq(labs.labCode, DEMO_LAB.labCode));
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['lab@demo.example', 'staff@demo.example']));
  const labUser = accounts.find((a) => a.email === 'lab@demo.example');
  const staff = accounts.find((a) => a.email === 'staff@demo.example');
  return lab && labUser && staff ? { labId: lab.id, labUserId: labUser.id, staffId: staff.id } : null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = DemoResponse & { id: string; labId: string };

/**
 * The answers and input values go in as one JSON parameter per 20,000 rows (json_to_recordset): one statement for
 * what would be dozens of multi-row inserts, the same on PGlite and PostgreSQL.
 */
async function insertAnswersAndInputs(tx: Tx, responses: readonly Row[], answeredBy: (labId: string) => string | null) {
  const answers = responses.flatMap((r) =>
    Object.entries(r.answers).map(([code, value]) => ({
      response_id: r.id,
      code,
      value,
      answered_by: answeredBy(r.labId),
      answered_at: r.submittedAt,
    })),
  );
  await insertChunked(
    answers,
    (part) =>
      tx.execute(sql`insert into survey_answers (response_id, code, value, answered_by, answered_at)
        select * from json_to_recordset(${JSON.stringify(part)}::json)
        as x(response_id text, code text, value jsonb, answered_by text, answered_at timestamptz)`),
    JSON_CHUNK,
  );
  const inputs = responses.flatMap((r) => r.inputValues.map((v) => ({ response_id: r.id, ...v })));
  await insertChunked(
    inputs,
    (part) =>
      tx.execute(sql`insert into survey_input_values (response_id, code, value)
        select * from json_to_recordset(${JSON.stringify(part)}::json) as x(response_id text, code text, value float8)`),
    JSON_CHUNK,
  );
}

/**
 * The demo benchmark (issue 9 item 7, D54): a few hundred labs across the §3 countries, sizes and lab types that
 * answered the real definitions of rounds 2025 and 2026, processed and accepted by the demo staff user, entered in
 * the benchmark with their statistics. Only beside the demo accounts (a database without them gets no fake labs),
 * and once: skipped when the generated labs are there. Answers how much it made, or null when it did nothing.
 */
export async function seedDemoBenchmark(db: Database, options: DemoSeedOptions = {}): Promise<DemoSeedResult | null> {
  const started = performance.now();
  const accounts = await demoAccountsOf(db);
  if (!accounts) return null;
  const [existing] = await db.select({ id: labs.id }).from(labs).where(eq(labs.labCode, FIRST_DEMO_LAB_CODE));
  if (existing) return null;

  // Without every category's current definition there is nothing to answer; start-up goes on without demo data.
  const current = (await definitionsOf(db)).get(CURRENT_ROUND);
  if (SURVEY_CATEGORIES.some((category) => !current?.has(category))) return null;
  await registerPreviousRound(db);
  const data = generateDemoData(options.seed ?? DEMO_SEED, options.scale ?? 1, await definitionsOf(db));
  const labIds = new Map<string, string>([[DEMO_LAB_PROFILE.code, accounts.labId]]);
  for (const lab of data.labs) labIds.set(lab.code, randomUUID());
  // A demo lab that took a survey before this seed existed keeps its own response of that category and round.
  const own = await db
    .select({ category: surveyResponses.category, round: surveyResponses.round })
    .from(surveyResponses)
    .where(eq(surveyResponses.labId, accounts.labId));
  const taken = new Set(own.map((r) => `${r.category}|${r.round}`));
  const responses: Row[] = data.responses
    .filter((r) => r.lab !== DEMO_LAB_PROFILE || !taken.has(`${r.category}|${r.round}`))
    .map((r) => ({ ...r, id: randomUUID(), labId: labIds.get(r.lab.code) ?? '' }));
  const byDemoLab = (labId: string) => (labId === accounts.labId ? accounts.labUserId : null);

  await db.transaction(async (tx) => {
    const labRows = data.labs.map((lab) => ({
      id: labIds.get(lab.code),
      name: lab.name,
      labCode: lab.code,
      countryCode: lab.country,
      state: lab.city,
      status: 'A' as const,
    }));
    await insertChunked(labRows, (part) => tx.insert(labs).values(part));
    const responseRows = responses.map((r) => ({
      id: r.id,
      labId: r.labId,
      category: r.category,
      round: r.round,
      status: 'A' as const,
      surveyStatus: 'A' as const,
      submittedAt: r.submittedAt,
      submittedBy: byDemoLab(r.labId),
      processState: 'done' as const,
      processedAt: r.submittedAt,
      failedChecks: r.failedChecks,
      validatedBy: accounts.staffId,
      validatedAt: r.validatedAt,
      createdAt: r.submittedAt,
      updatedAt: r.validatedAt,
    }));
    await insertChunked(responseRows, (part) => tx.insert(surveyResponses).values(part));
    // Open and empty: the survey area shows the round in progress, and the dashboard stays viewable (§4 lab_status).
    await tx
      .insert(surveyResponses)
      .values(DEMO_LAB_OPEN.map(({ category, round }) => ({ labId: accounts.labId, category, round })))
      .onConflictDoNothing();
    await insertAnswersAndInputs(tx, responses, byDemoLab);
    await writeBenchmarkEntries(
      tx,
      responses.map((r) => r.id),
    );
  });
  for (const category of SURVEY_CATEGORIES)
    for (const round of DEMO_ROUNDS) await refreshBenchmarkStats(db, category, round);
  return { labs: data.labs.length, responses: responses.length, ms: Math.round(performance.now() - started) };
}

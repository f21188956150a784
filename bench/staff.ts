/**
 * Staff figures (issue 14): an answer import of 10,000 labs of the real core-lab survey through the API as the web
 * sends it (start, chunks of IMPORT_LIMITS.chunkRows rows, then Import), with the time to the checked file, to the
 * written responses, and the progress seen along the way; then, over 100,000 synthetic labs and 200,000 audit entries,
 * the staff home (getStaffHome) and the audit log (getAuditLog, unfiltered and by lab) p50/p95. On PGlite in a temp
 * dir, then on a fresh database of BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local server at 127.0.0.1:5432).
 * NODE_ENV=production, LOG_LEVEL=warn. Prints figures; asserts nothing. Run: npm run bench:staff
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_LIMITS, LAB_CODE_COLUMN, questionsOf } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo-accounts.ts';
import { surveyDefinitions } from '../apps/server/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { seedSurveyDefinitions } from '../apps/server/src/db/survey-definitions-seed.ts';
import { answerSurvey, prepareDefinition } from '../apps/server/src/demo-benchmark/answers.ts';
import { DEMO_LAB_PROFILE } from '../apps/server/src/demo-benchmark/population.ts';
import { fillSynthetic, LABS } from './support/benchmark-fill.ts';

const IMPORT_LABS = 10_000;
const AUDIT_ENTRIES = 200_000;
const CALLS = 100;
const XSRF = 'bench-xsrf-token';
const HEADERS = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };

const deadline = setTimeout(() => {
  console.error('bench: gave up after 900 s');
  process.exit(1);
}, 900_000);
deadline.unref();

/** A kept-alive socket the server closed while the bench filled the database is reset once; the call goes again. */
async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function call<T>(origin: string, name: string, payload: unknown, token?: string): Promise<T> {
  const response = await post(`${origin}/api?request=${name}`, {
    method: 'POST',
    headers: { ...HEADERS, ...(token ? { token } : {}) },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { data: T & { error?: unknown }; token?: string };
  if (!response.ok || body.data?.error) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return (name === 'ValidateUser' ? body : body.data) as T;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function timings(times: number, work: () => Promise<unknown>): Promise<string> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return `p50 ${ms(percentile(took, 0.5))}, p95 ${ms(percentile(took, 0.95))}`;
}

type ImportView = ResponseOf<'getAnswerImport'>;

/** 10,000 labs of the current core-lab round, each with complete answers as the demo generator makes them. */
async function importFile(origin: string, staff: string, definition: Record<string, unknown>) {
  const codes = questionsOf(definition).map((q) => q.name);
  const prepared = prepareDefinition('CL', definition);
  const rows = Array.from({ length: IMPORT_LABS }, (_, i) => {
    const labCode = `IMPORT${String(i + 1).padStart(6, '0')}`;
    const { answers } = answerSurvey(`bench-import-${i}`, { ...DEMO_LAB_PROFILE, code: labCode }, 2026, prepared);
    return { row: i + 3, cells: [labCode, ...codes.map((code) => String(answers[code] ?? ''))] };
  });
  const started = await call<ImportView>(
    origin,
    'startAnswerImport',
    {
      category: 'CL',
      round: 2026,
      fileName: 'bench.csv',
      fileSize: JSON.stringify(rows).length,
      headerRow: 1,
      columns: [LAB_CODE_COLUMN, ...codes],
      totalRows: rows.length,
    },
    staff,
  );
  const progress: number[] = [];
  const start = performance.now();
  let view = started;
  for (let offset = 0; offset < rows.length; offset += IMPORT_LIMITS.chunkRows) {
    const chunk = rows.slice(offset, offset + IMPORT_LIMITS.chunkRows);
    view = await call<ImportView>(
      origin,
      'stageAnswerImportRows',
      { importId: started.importId, offset, rows: chunk },
      staff,
    );
    progress.push(view.receivedRows);
  }
  const checked = performance.now() - start;
  if (view.status !== 'ready') throw new Error(`the file was not accepted: ${JSON.stringify(view.problems[0])}`);
  const commitStart = performance.now();
  view = await call<ImportView>(origin, 'commitAnswerImport', { importId: started.importId }, staff);
  while (view.status !== 'completed') {
    await new Promise((r) => setTimeout(r, 200));
    view = await call<ImportView>(origin, 'getAnswerImport', { importId: started.importId }, staff);
  }
  const written = performance.now() - commitStart;
  return { codes: codes.length, checked, written, progress, view };
}

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-staff-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  const { db } = database;
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await seedReferenceData(db);
    await seedSurveyDefinitions(db);
    await db.execute(sql`
      INSERT INTO labs (id, name, lab_code, country_code, status)
      SELECT 'import-lab-' || i, 'Import lab ' || i, 'IMPORT' || lpad(i::text, 6, '0'), 'TH', 'A'
      FROM generate_series(1, ${IMPORT_LABS}) AS i`);
    app = await buildApp(config, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;
    const { token: staff } = await call<{ token?: string }>(origin, 'ValidateUser', {
      email: 'staff@demo.example',
      password: DEMO_PASSWORD,
    });
    if (!staff) throw new Error('staff did not sign in');
    const [current] = await db
      .select({ definition: surveyDefinitions.definition })
      .from(surveyDefinitions)
      .where(and(eq(surveyDefinitions.category, 'CL'), eq(surveyDefinitions.round, 2026)));
    if (!current) throw new Error('no CL definition of 2026');

    console.log(`\n${label}`);
    const imported = await importFile(origin, staff, current.definition);
    const steps = imported.progress.length;
    console.log(
      `  answer import, ${IMPORT_LABS.toLocaleString('en')} labs × ${imported.codes} questions: checked and staged in ${(imported.checked / 1000).toFixed(1)} s (${steps} chunks, progress ${imported.progress[0]} → ${imported.progress[steps - 1]} rows), written in ${(imported.written / 1000).toFixed(1)} s (${imported.view.writtenRows.toLocaleString('en')} responses)`,
    );

    await db.insert(surveyDefinitions).values({ category: 'CL', round: 2025, definition: current.definition });
    await fillSynthetic(db);
    await db.execute(sql`
      INSERT INTO audit_log (id, at, actor_id, actor_email, action, target_type, target_id, target_label, lab_id,
        lab_code, before, after)
      SELECT 'bench-audit-' || i, now() - (i || ' seconds')::interval, NULL, 'staff' || (i % 20) || '@bench.example',
        (ARRAY['lab.updated','response.accepted','response.returned','user.created'])[1 + i % 4], 'lab',
        'bench-lab-' || (1 + i % ${LABS}), 'Bench lab ' || (1 + i % ${LABS}), 'bench-lab-' || (1 + i % ${LABS}),
        'BENCH' || lpad((1 + i % ${LABS})::text, 6, '0'), '{"status":"P"}'::jsonb, '{"status":"A"}'::jsonb
      FROM generate_series(1, ${AUDIT_ENTRIES}) AS i`);
    await db.execute(sql`ANALYZE`);
    console.log(
      `  staff home over ${(LABS + IMPORT_LABS).toLocaleString('en')} labs, ${CALLS} calls: ${await timings(CALLS, () => call(origin, 'getStaffHome', {}, staff))}`,
    );
    console.log(
      `  audit log of ${AUDIT_ENTRIES.toLocaleString('en')} entries, newest page: ${await timings(CALLS, () => call(origin, 'getAuditLog', { page: 1 }, staff))}`,
    );
    console.log(
      `  audit log filtered by lab and action: ${await timings(CALLS, () => call(origin, 'getAuditLog', { lab: 'BENCH000042', actions: ['lab.updated'], page: 1 }, staff))}`,
    );
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite (embedded)', undefined);

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_staff_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    await measure('PostgreSQL', Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log(`\nPostgreSQL: skipped (no server at ${new URL(serverUrl).host}; set BENCH_DATABASE_URL=postgres://…)`);
}

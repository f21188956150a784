/**
 * The benchmark statistics' figures (issue 9): 100,000 synthetic labs with a validated CL response of 2026 (10,000 of
 * them with one of 2025 too, so the dashboard has a trend), entries and KPI values written in bulk with SQL; then
 * the cold computation of a peer group's statistics for every KPI of the category (percentile_cont, budget ≤ 1 s on
 * PostgreSQL), the N of a narrowed peer group as the peer builder asks it, and one lab's dashboard
 * (`benchmarkDashboard`) with warm caches, p50/p95 (budget p95 ≤ 20 ms). On PGlite in a temp dir, then on a fresh
 * database of BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local server at 127.0.0.1:5432).
 * Prints figures; asserts nothing. Run: npm run bench:benchmark
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kpisOf } from '@labbench/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Config } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { surveyDefinitions } from '../apps/server/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { seedSurveyDefinitions } from '../apps/server/src/db/survey-definitions-seed.ts';
import { benchmarkDashboard, benchmarkSensitivity } from '../apps/server/src/shared/benchmark-dashboard.ts';
import { refreshBenchmarkStats } from '../apps/server/src/shared/benchmark-entries.ts';
import { computePeerGroup, countPeerGroup } from '../apps/server/src/shared/benchmark-stats.ts';

const LABS = 100_000;
const LABS_WITH_2025 = 10_000;
const DASHBOARD_CALLS = 300;
const COUNTRY_CODES = ['TH', 'VN', 'ID', 'MY', 'SG', 'PH', 'IN', 'JP', 'KR', 'TW', 'HK', 'AU', 'NZ', 'CN'];
const CATEGORY = 'CL';
const ROUND = 2026;

const deadline = setTimeout(() => {
  console.error('bench: gave up after 900 s');
  process.exit(1);
}, 900_000);
deadline.unref();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** Labs, validated responses, benchmark entries and values, all with INSERT … SELECT over generate_series. */
async function fillSynthetic(db: Database): Promise<void> {
  const countries = sql.raw(`ARRAY[${COUNTRY_CODES.map((c) => `'${c}'`).join(',')}]`);
  const codes = sql.raw(
    `ARRAY[${kpisOf(CATEGORY)
      .map((k) => `'${k.code}'`)
      .join(',')}]`,
  );
  await db.execute(sql`
    INSERT INTO labs (id, name, lab_code, country_code, status)
    SELECT 'bench-lab-' || i, 'Bench lab ' || i, 'BENCH' || lpad(i::text, 6, '0'), (${countries})[1 + i % 14], 'A'
    FROM generate_series(1, ${LABS}) AS i`);
  await db.execute(sql`
    INSERT INTO survey_responses (id, lab_id, category, round, status, survey_status, process_state, submitted_at)
    SELECT 'bench-r' || r.round || '-' || i, 'bench-lab-' || i, ${CATEGORY}, r.round, 'A', 'A', 'done', now()
    FROM generate_series(1, ${LABS}) AS i CROSS JOIN (VALUES (2025), (${ROUND})) AS r(round)
    WHERE r.round = ${ROUND} OR i <= ${LABS_WITH_2025}`);
  await db.execute(sql`
    INSERT INTO benchmark_entries (response_id, lab_id, category, round, region, country, size, hospital_size,
      lab_type, accreditation)
    SELECT r.id, l.id, r.category, r.round, CASE WHEN l.country_code = 'CN' THEN 'china' ELSE 'apac' END,
      l.country_code, (ARRAY['small','medium','large'])[1 + (n * 7) % 3],
      CASE WHEN n % 4 = 0 THEN (ARRAY['small','medium','large'])[1 + (n * 5) % 3] END,
      (ARRAY['hospital','commercial','public_health','research'])[1 + n % 4],
      (ARRAY['yes','no','in_progress'])[1 + (n * 11) % 3]
    FROM survey_responses r JOIN labs l ON l.id = r.lab_id
    CROSS JOIN LATERAL (SELECT substr(l.id, 11)::int AS n) AS lab_number
    WHERE r.id LIKE 'bench-r%'`);
  // About 5 % of the values missing, as answers left out make them.
  await db.execute(sql`
    INSERT INTO benchmark_values (response_id, kpi_code, category, round, value, region, country, size,
      hospital_size, lab_type, accreditation)
    SELECT e.response_id, k.code, e.category, e.round, round((random() * 100)::numeric, 2)::float8, e.region,
      e.country, e.size, e.hospital_size, e.lab_type, e.accreditation
    FROM benchmark_entries e CROSS JOIN unnest(${codes}::text[]) AS k(code)
    WHERE random() > 0.05`);
  await db.execute(sql`ANALYZE`);
}

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-benchmark-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  const { db } = database;
  try {
    await database.migrate();
    await seedReferenceData(db);
    await seedSurveyDefinitions(db);
    const [current] = await db
      .select({ definition: surveyDefinitions.definition })
      .from(surveyDefinitions)
      .where(and(eq(surveyDefinitions.category, CATEGORY), eq(surveyDefinitions.round, ROUND)));
    if (!current) throw new Error('no CL definition of 2026');
    await db.insert(surveyDefinitions).values({ category: CATEGORY, round: 2025, definition: current.definition });

    const [, fill] = await timed(() => fillSynthetic(db));
    const kpiCount = kpisOf(CATEGORY).length;
    console.log(`\n${label}`);
    console.log(
      `  ${LABS.toLocaleString('en')} labs, ${kpiCount} ${CATEGORY} KPIs: filled in ${(fill / 1000).toFixed(1)} s`,
    );

    const [all, coldAll] = await timed(() => computePeerGroup(db, CATEGORY, ROUND, {}));
    const [, coldRegion] = await timed(() => computePeerGroup(db, CATEGORY, ROUND, { region: 'apac' }));
    const [, coldNarrow] = await timed(() =>
      computePeerGroup(db, CATEGORY, ROUND, { region: 'apac', size: 'medium', labType: 'hospital' }),
    );
    console.log(
      `  statistics of all ${all.kpis.size} KPIs, cold (percentile_cont, 101 points each): all ${all.n.toLocaleString('en')} labs ${ms(coldAll)}; region APAC ${ms(coldRegion)}; APAC medium hospital labs ${ms(coldNarrow)}`,
    );
    const [, refresh] = await timed(() => refreshBenchmarkStats(db, CATEGORY, ROUND));
    console.log(`  refresh after a validation (drop the round's cache, all + each region again): ${ms(refresh)}`);

    const counts: number[] = [];
    for (let i = 0; i < 50; i++) {
      const [, took] = await timed(() =>
        countPeerGroup(db, CATEGORY, ROUND, { country: 'TH', size: 'large', accreditation: 'yes' }),
      );
      counts.push(took);
    }
    counts.sort((a, b) => a - b);
    console.log(
      `  peer builder N of an uncached group (count over entries): p50 ${ms(percentile(counts, 0.5))}, p95 ${ms(percentile(counts, 0.95))}`,
    );

    const query = { labCode: 'BENCH000001', category: CATEGORY } as const;
    const first = await benchmarkDashboard(db, config, query);
    if (first.state !== 'ready') throw new Error('the bench lab has no dashboard');
    for (let i = 0; i < 20; i++) await benchmarkDashboard(db, config, query);
    const calls: number[] = [];
    for (let i = 0; i < DASHBOARD_CALLS; i++) {
      const [, took] = await timed(() => benchmarkDashboard(db, config, query));
      calls.push(took);
    }
    calls.sort((a, b) => a - b);
    console.log(
      `  one lab's dashboard (${first.kpis.length} KPIs, region N ${first.peers.n.toLocaleString('en')}, trend ${first.rounds.join('/')}), warm, ${DASHBOARD_CALLS} calls: p50 ${ms(percentile(calls, 0.5))}, p95 ${ms(percentile(calls, 0.95))}`,
    );
    await benchmarkSensitivity(db, config, query);
    const sensitivity: number[] = [];
    for (let i = 0; i < 100; i++) sensitivity.push((await timed(() => benchmarkSensitivity(db, config, query)))[1]);
    sensitivity.sort((a, b) => a - b);
    console.log(
      `  sensitivity view (6 standard groups), warm: p50 ${ms(percentile(sensitivity, 0.5))}, p95 ${ms(percentile(sensitivity, 0.95))}`,
    );

    // ── PDF timing: the lead adds the full report's generation with a warm browser here
    // (bench/support/report-pdf-timing.ts, helper R), over this database and BENCH000001. ──
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite (embedded)', undefined);

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_benchmark_${process.pid}`;
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

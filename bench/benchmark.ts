/**
 * The benchmark statistics' figures (issue 9): 100,000 synthetic labs with a validated CL response of 2026 (10,000 of
 * them with one of 2025 too, so the dashboard has a trend), entries and KPI values written in bulk with SQL; then
 * the cold computation of a peer group's statistics for every KPI of the category (percentile_cont, budget ≤ 1 s on
 * PostgreSQL), the N of a narrowed peer group as the peer builder asks it, and one lab's dashboard
 * (`benchmarkDashboard`) with warm caches, p50/p95 (budget p95 ≤ 20 ms). On PGlite in a temp dir, then on a fresh
 * database of BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local server at 127.0.0.1:5432).
 * Then the full PDF report's generation with a warm browser (budget ≤ 2 s), from a server with the demo data on each
 * database. Prints figures; asserts nothing. Run: npm run build && npm run bench:benchmark
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kpisOf } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Config } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { surveyDefinitions } from '../apps/server/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { seedSurveyDefinitions } from '../apps/server/src/db/survey-definitions-seed.ts';
import { benchmarkDashboard, benchmarkSensitivity } from '../apps/server/src/commands/benchmark-dashboard.ts';
import { refreshBenchmarkStats } from '../apps/server/src/commands/benchmark-entries.ts';
import { computePeerGroup, countPeerGroup } from '../apps/server/src/commands/benchmark-stats.ts';
import { CATEGORY, LABS, ROUND, fillSynthetic } from './support/benchmark-fill.ts';
import { timeFullReportPdf } from './support/report-pdf-timing.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';

const DASHBOARD_CALLS = 300;

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
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The full PDF report of the demo lab (every section, in Thai) from a server with the demo data, its Chromium warm:
 * the first download warms the page and fonts, then the median of five. Needs the built web app (npm run build).
 */
async function measurePdf(label: string, databaseUrl?: string) {
  const server = await startThrowawayServer('benchmark-pdf', databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const timing = await timeFullReportPdf({
      origin: server.origin,
      auth: { email: 'lab@demo.example', password: 'Benchmark#2026' },
      labCode: 'DEMO-CL-001',
      category: 'CL',
      language: 'th',
    });
    console.log(
      `  full PDF report (CL, Thai, ${Math.round(timing.bytes / 1024)} KB) with a warm browser, ${label}: first ${ms(timing.firstMs)}, median of ${timing.runsMs.length} ${ms(timing.medianMs)}`,
    );
  } finally {
    server.stop();
  }
}

await measure('PGlite (embedded)', undefined);
await measurePdf('PGlite');

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
  await admin.query(`CREATE DATABASE ${name}_pdf`);
  try {
    await measure('PostgreSQL', Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href);
    await measurePdf('PostgreSQL', Object.assign(new URL(serverUrl), { pathname: `/${name}_pdf` }).href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${name}_pdf WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log(`\nPostgreSQL: skipped (no server at ${new URL(serverUrl).host}; set BENCH_DATABASE_URL=postgres://…)`);
}

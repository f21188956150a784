/**
 * A survey round's peak (issue 16 item 3): autocannon against the built server on 127.0.0.1, on PGlite (one
 * process), PostgreSQL with one process and PostgreSQL with two, each on data written before it starts
 * (bench/support/load-fixtures.ts: the demo benchmark, 250 lab users of demo labs, staff, 100 labs answering).
 * Per database and process count:
 *  1. a signed-in lab's read mix as fast as 20 connections are answered, then getBenchmarkDashboard,
 *     getSurveyDetailsOfLab and getSession alone (each after 1 s of warm-up);
 *  2. 500 users each asking every 2 s: 250 requests a second offered on the read mix;
 *  3. the round's peak mix (bench/support/load-mix.ts PEAK_MIX) as fast as 50 connections are answered;
 *  4. survey saves alone, 50 respondents each on their own response (as bench/survey.ts).
 * Prints throughput, p50/p99 and errors (non-2xx, socket errors, sign-ins refused) with the targets beside them,
 * and asserts nothing. PostgreSQL: a fresh database per configuration on BENCH_DATABASE_URL (default the local
 * server), dropped afterwards. The machine is shared: the load average is printed with the figures.
 * Run after `npm run build`: npm run bench:load
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LOAD_CATEGORY, prepareLoadData } from './support/load-fixtures.ts';
import type { LoadData } from './support/load-fixtures.ts';
import { describeMix, PEAK_MIX, READ_MIX, refusals, requestOf, requestsFor } from './support/load-mix.ts';
import type { Actor, RequestKind } from './support/load-mix.ts';
import { closedLoop, paced } from './support/load-runner.ts';
import type { Figures, RequestsOf, Target } from './support/load-runner.ts';
import { linkToken, openSurveyLinks, percentile, saveForSeconds } from './support/survey-respondents.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';
import type { ThrowawayServer } from './support/throwaway-server.ts';

const SIZES = { readers: 250, staff: 5, respondents: 100 };
const SECONDS = { warm: 1, alone: 4, paced: 8, peak: 6, saves: 5 };
const READ_CONNECTIONS = 20;
const PEAK_CONNECTIONS = 50;
const RESPONDENTS = 50;
const OFFERED = 250;
const SERVER_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' };
/** WEB_CONCURRENCY (issue 16 item 1) starts the processes itself; without it (older trees) two servers on two ports. */
const WEB_CONCURRENCY = readFileSync('apps/server/src/config.ts', 'utf8').includes('WEB_CONCURRENCY');

const running = new Set<ThrowawayServer>();
const deadline = setTimeout(() => {
  console.error('bench: gave up after 600 s');
  running.forEach((server) => server.stop());
  process.exit(1);
}, 600_000);
deadline.unref();

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const int = (n: number) => Math.round(n).toLocaleString('en');

interface Row {
  scenario: string;
  target: string;
  cell: string;
}

function line(where: string, scenario: string, f: Figures, target: string, refused = 0): Row {
  const errors = f.non2xx + f.socketErrors + refused;
  const timeouts = f.timeouts ? ` (${f.timeouts} timed out after 10 s)` : '';
  const detail = `non-2xx ${f.non2xx}, socket errors ${f.socketErrors}${timeouts}${refused ? `, sign-ins refused ${refused}` : ''}`;
  console.log(
    `  [${where}] ${scenario}: ${int(f.perSecond)} req/s, p50 ${int(f.p50)} ms, p99 ${int(f.p99)} ms, ${detail}   (target ${target})`,
  );
  return { scenario, target, cell: `${int(f.perSecond)}  ${int(f.p50)}/${int(f.p99)}  ${errors}` };
}

async function startServers(env: Record<string, string>, processes: 1 | 2): Promise<Target> {
  if (processes === 1 || WEB_CONCURRENCY) {
    const server = await startThrowawayServer('load', { ...SERVER_ENV, ...env, WEB_CONCURRENCY: String(processes) });
    running.add(server);
    return { origins: [server.origin], label: processes === 1 ? '1 process' : 'WEB_CONCURRENCY=2' };
  }
  const origins: string[] = [];
  // One after the other, as separate processes over one database; connections alternate between their ports.
  for (let i = 0; i < processes; i++) {
    const server = await startThrowawayServer(`load-${i}`, { ...SERVER_ENV, ...env });
    running.add(server);
    origins.push(server.origin);
  }
  return { origins, label: 'two processes on two ports, connections split between them' };
}

async function stopServers(): Promise<void> {
  const servers = [...running];
  servers.forEach((server) => server.stop());
  await Promise.all(servers.map((server) => server.exited));
  running.clear();
}

const alone =
  (kind: RequestKind, actorOf: (c: number) => Actor): RequestsOf =>
  (c) => [requestOf(kind, actorOf(c), 0)];

async function scenarios(where: string, target: Target, data: LoadData): Promise<Row[]> {
  const links = await openSurveyLinks(target.origins[0] ?? '', data.staffTokens[0] ?? '', data.respondentCodes, 'CL');
  const tokens = links.map(linkToken);
  const actorOf = (connection: number): Actor => ({ connection, data, saveTokens: tokens.slice(RESPONDENTS) });
  const readMix: RequestsOf = (c) => requestsFor(READ_MIX, actorOf(c), 'th');
  const rows: Row[] = [];

  await closedLoop(target, READ_CONNECTIONS, SECONDS.warm, readMix);
  const mix = await closedLoop(target, READ_CONNECTIONS, SECONDS.alone, readMix);
  rows.push(line(where, `1. read mix, ${READ_CONNECTIONS} connections`, mix, '≥ 1,500 req/s'));
  const targets: Partial<Record<RequestKind, string>> = { dashboard: '≥ 1,000 req/s warm' };
  for (const kind of ['dashboard', 'surveyArea', 'session'] as const) {
    await closedLoop(target, READ_CONNECTIONS, SECONDS.warm, alone(kind, actorOf));
    const f = await closedLoop(target, READ_CONNECTIONS, SECONDS.alone, alone(kind, actorOf));
    const name = { dashboard: 'getBenchmarkDashboard', surveyArea: 'getSurveyDetailsOfLab', session: 'getSession' };
    rows.push(line(where, `1. ${name[kind]} alone, ${READ_CONNECTIONS} connections`, f, targets[kind] ?? '—'));
  }

  const offered = await paced(target, OFFERED, SECONDS.paced, readMix);
  rows.push(
    line(where, `2. ${OFFERED} req/s offered (500 users every 2 s), read mix`, offered, 'p99 < 200 ms, 0 errors'),
  );

  refusals.signIn = 0;
  const peak = await closedLoop(target, PEAK_CONNECTIONS, SECONDS.peak, (c) => requestsFor(PEAK_MIX, actorOf(c)));
  rows.push(line(where, `3. peak mix, ${PEAK_CONNECTIONS} connections`, peak, '—', refusals.signIn));

  const saves = await saveForSeconds(target.origins, tokens.slice(0, RESPONDENTS), data.answers, SECONDS.saves);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(saves.latencies, p)) as [number, number, number];
  const perSecond = saves.saved / saves.seconds;
  console.log(
    `  [${where}] 4. survey saves, ${RESPONDENTS} respondents: ${int(perSecond)} answers/s, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms   (target on PostgreSQL ×2: ≥ 500 answers/s, p95 < 50 ms)`,
  );
  rows.push({
    scenario: `4. saves, ${RESPONDENTS} respondents (answers/s, p50/p95 ms)`,
    target: '≥ 500/s, p95 < 50 (PG ×2)',
    cell: `${int(perSecond)}  ${p50.toFixed(0)}/${p95.toFixed(0)}  0`,
  });
  return rows;
}

async function measure(where: string, env: Record<string, string>, processes: 1 | 2): Promise<Row[]> {
  const prepared = performance.now();
  const data = await prepareLoadData(env, SIZES);
  const seconds = ((performance.now() - prepared) / 1000).toFixed(0);
  try {
    const target = await startServers(env, processes);
    console.log(`\n${where}: ${target.label}; data written in ${seconds} s; ${load()}`);
    const rows = await scenarios(where, target, data);
    console.log(`  (${load()})`);
    return rows;
  } finally {
    await stopServers();
  }
}

async function onFreshPostgres<T>(run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await run(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
// What is measured is the working tree: say when the server differs from the commit (bench/ itself does not count).
const changed = execSync("git status --porcelain -- . ':!bench'", { encoding: 'utf8' }).trim();
const dirty = changed ? ` + uncommitted changes in ${changed.split('\n').length} files outside bench/` : '';
console.log(
  `bench:load at ${new Date().toISOString()}, commit ${commit}${dirty}, Node ${process.version}, ${cpus().length} cores shared with other work (figures are noisy), ${load()}`,
);
console.log(
  `Data: the demo benchmark, ${SIZES.readers} lab users of demo labs (${LOAD_CATEGORY}), ${SIZES.staff} staff, ${SIZES.respondents} labs answering ${LOAD_CATEGORY}.`,
);
console.log(
  `Read mix, one of each in turn: ${describeMix(READ_MIX)} (translation file: /assets/i18n/th.json, accept-encoding as a browser sends).`,
);
console.log(
  `Peak mix, per 100 requests: ${describeMix(PEAK_MIX)} (translation files of six languages). Each connection is its own user, lab and client address (X-Forwarded-For, TRUST_PROXY=127.0.0.1); sign-ins use the right password, and the sign-in throttle counts only failures, so it never trips here.`,
);
console.log(
  `500 users every 2 s: autocannon paces a connection in whole requests a second, so ${OFFERED} connections × 1 req/s in 25 groups 40 ms apart.`,
);

const results: [string, Row[]][] = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-load-pglite-'));
try {
  results.push(['PGlite ×1', await measure('PGlite ×1', { DATA_DIR: pgliteDir }, 1)]);
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
for (const processes of [1, 2] as const) {
  const where = `PostgreSQL ×${processes}`;
  results.push([where, await onFreshPostgres((url) => measure(where, { DATABASE_URL: url }, processes))]);
}

const first = results[0]?.[1] ?? [];
const widths = { scenario: 56, target: 28, cell: 20 };
console.log(`\nSummary (cells: req/s  p50/p99 ms  errors; saves: answers/s  p50/p95 ms)  ${load()}`);
console.log(
  `${'scenario'.padEnd(widths.scenario)}${'target'.padEnd(widths.target)}${results.map(([where]) => where.padEnd(widths.cell)).join('')}`,
);
first.forEach((row, i) => {
  const cells = results.map(([, rows]) => (rows[i]?.cell ?? '').padEnd(widths.cell)).join('');
  console.log(`${row.scenario.padEnd(widths.scenario)}${row.target.padEnd(widths.target)}${cells}`);
});

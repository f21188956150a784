/**
 * A survey round's peak (issue 16 item 3): autocannon against the built server on 127.0.0.1, on PGlite (one
 * process), PostgreSQL with one process and PostgreSQL with two, each on data written before it starts
 * (bench/support/load-fixtures.ts: the demo benchmark, 250 lab users of demo labs, staff, 100 labs answering).
 * Per database and process count:
 *  1. a signed-in lab's read mix as fast as 20 connections are answered, then getBenchmarkDashboard,
 *     getSurveyDetailsOfLab and getSession alone (each after 1 s of warm-up);
 *  2. 500 users each asking every 2 s: 250 requests a second offered on the read mix, after each user's dashboard
 *     and survey area were asked once;
 *  3. the round's peak mix (bench/support/load-mix.ts PEAK_MIX) as fast as 50 connections are answered;
 *  4. survey saves alone, 50 respondents each on their own response (as bench/survey.ts): a. each as fast as
 *     answered, b. each every 100 ms (500 answers a second offered, as the target is put).
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
import {
  describeMix,
  PEAK_MIX,
  problems,
  READ_MIX,
  refusedSignIns,
  requestOf,
  requestsFor,
} from './support/load-mix.ts';
import type { Actor, RequestKind } from './support/load-mix.ts';
import { closedLoop, cpuPerAnswer, paced } from './support/load-runner.ts';
import type { Figures, RequestsOf, Target } from './support/load-runner.ts';
import { settled } from './support/process-cpu.ts';
import { call, linkToken, openSurveyLinks, percentile, saveForSeconds } from './support/survey-respondents.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';
import type { ThrowawayServer } from './support/throwaway-server.ts';

const SIZES = { readers: 250, staff: 5, respondents: 100 };
const SECONDS = { warm: 1, alone: 3, paced: 6, peak: 6, saves: 5 };
const READ_CONNECTIONS = 20;
const PEAK_CONNECTIONS = 50;
const RESPONDENTS = 50;
/** A respondent's pace in 4b: 50 people each saving ten answers a second offer the 500 a second of the target. */
const SAVE_EVERY_MS = 100;
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

const cpu = (ms: number | null) => (ms === null ? '–' : ms.toFixed(2));

/** One scenario's figures; then what went wrong in it, by request and status with the first answer's body. */
function line(where: string, scenario: string, f: Figures, target: string): Row {
  const refused = refusedSignIns();
  const errors = f.non2xx + f.socketErrors + refused;
  const timeouts = f.timeouts ? ` (${f.timeouts} timed out after 10 s)` : '';
  const detail = `non-2xx ${f.non2xx}, socket errors ${f.socketErrors}${timeouts}${refused ? `, sign-ins refused ${refused}` : ''}`;
  console.log(
    `  [${where}] ${scenario}: ${int(f.perSecond)} req/s, p50 ${int(f.p50)} ms, p99 ${int(f.p99)} ms, ${detail}, server CPU ${cpu(f.cpuMsPerAnswer)} ms/answer   (target ${target})`,
  );
  for (const [key, problem] of problems) console.log(`      ${problem.count} × ${key}: ${problem.body}`);
  problems.clear();
  return {
    scenario,
    target,
    cell: `${int(f.perSecond)}  ${int(f.p50)}/${int(f.p99)}  ${errors}  ${cpu(f.cpuMsPerAnswer)}`,
  };
}

async function startServers(env: Record<string, string>, processes: 1 | 2): Promise<Target> {
  if (processes === 1 || WEB_CONCURRENCY) {
    const server = await startThrowawayServer('load', { ...SERVER_ENV, ...env, WEB_CONCURRENCY: String(processes) });
    running.add(server);
    const label = processes === 1 ? '1 process' : 'WEB_CONCURRENCY=2';
    return { origins: [server.origin], label, pids: [server.pid] };
  }
  const origins: string[] = [];
  const pids: number[] = [];
  // One after the other, as separate processes over one database; connections alternate between their ports.
  for (let i = 0; i < processes; i++) {
    const server = await startThrowawayServer(`load-${i}`, { ...SERVER_ENV, ...env });
    running.add(server);
    origins.push(server.origin);
    pids.push(server.pid);
  }
  return { origins, label: 'two processes on two ports, connections split between them', pids };
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

/**
 * Each user's dashboard and survey area asked once, on the process its connection goes to (WEB_CONCURRENCY: on any):
 * the paced run measures a round's steady state, not the first ask of 250 labs after a start.
 */
async function askOnce(target: Target, data: LoadData): Promise<void> {
  const queue = data.readers.map((reader, i) => ({ reader, origin: target.origins[i % target.origins.length] ?? '' }));
  let failed = 0;
  const ask = (origin: string, name: string, payload: unknown, token: string) =>
    call(origin, name, payload, token).catch(() => void failed++);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { reader, origin } = next;
      await ask(origin, 'getBenchmarkDashboard', { labCode: reader.labCode, category: LOAD_CATEGORY }, reader.token);
      await ask(origin, 'getSurveyDetailsOfLab', { lab_code: reader.labCode }, reader.token);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  if (failed > 0) console.log(`      ${failed} requests of the warm-up before the paced run were refused`);
}

async function warm(target: Target, requestsOf: RequestsOf): Promise<void> {
  await closedLoop(target, READ_CONNECTIONS, SECONDS.warm, requestsOf);
  problems.clear();
}

async function scenarios(where: string, target: Target, data: LoadData): Promise<Row[]> {
  const links = await openSurveyLinks(target.origins[0] ?? '', data.staffTokens[0] ?? '', data.respondentCodes, 'CL');
  const tokens = links.map(linkToken);
  const actorOf = (connection: number): Actor => ({ connection, data, saveTokens: tokens.slice(RESPONDENTS) });
  const readMix: RequestsOf = (c) => requestsFor(READ_MIX, actorOf(c), 'th');
  const rows: Row[] = [];

  await warm(target, readMix);
  const mix = await closedLoop(target, READ_CONNECTIONS, SECONDS.alone, readMix);
  rows.push(line(where, `1. read mix, ${READ_CONNECTIONS} connections`, mix, '≥ 1,500 req/s'));
  const targets: Partial<Record<RequestKind, string>> = { dashboard: '≥ 1,000 req/s warm' };
  for (const kind of ['dashboard', 'surveyArea', 'session'] as const) {
    await warm(target, alone(kind, actorOf));
    const f = await closedLoop(target, READ_CONNECTIONS, SECONDS.alone, alone(kind, actorOf));
    const name = { dashboard: 'getBenchmarkDashboard', surveyArea: 'getSurveyDetailsOfLab', session: 'getSession' };
    rows.push(line(where, `1. ${name[kind]} alone, ${READ_CONNECTIONS} connections`, f, targets[kind] ?? '—'));
  }

  await askOnce(target, data);
  const offered = await paced(target, OFFERED, SECONDS.paced, readMix);
  rows.push(
    line(where, `2. ${OFFERED} req/s offered (500 users every 2 s), read mix, warm`, offered, 'p99 < 200 ms, 0 errors'),
  );

  const peak = await closedLoop(target, PEAK_CONNECTIONS, SECONDS.peak, (c) => requestsFor(PEAK_MIX, actorOf(c)));
  rows.push(line(where, `3. peak mix, ${PEAK_CONNECTIONS} connections`, peak, '—'));

  const respondents = tokens.slice(0, RESPONDENTS);
  const runs = [
    { label: 'flat out', everyMs: 0 },
    {
      label: `${int((RESPONDENTS * 1000) / SAVE_EVERY_MS)}/s offered`,
      everyMs: SAVE_EVERY_MS,
    },
  ];
  for (const [i, run] of runs.entries()) {
    const { result: saves, ms } = await cpuPerAnswer(
      target,
      () => saveForSeconds(target.origins, respondents, data.answers, SECONDS.saves, run.everyMs),
      (done) => done.saved + done.failed,
    );
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(saves.latencies, p)) as [number, number, number];
    const perSecond = saves.saved / saves.seconds;
    const scenario = `4${'ab'[i]}. saves, ${RESPONDENTS} respondents ${run.label}`;
    console.log(
      `  [${where}] ${scenario}: ${int(perSecond)} answers/s, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, refused ${saves.failed}, server CPU ${cpu(ms)} ms/answer   (target on PostgreSQL ×2: ≥ 500 answers/s, p95 < 50 ms)`,
    );
    rows.push({
      scenario: `${scenario} (answers/s)`,
      target: '≥ 500/s, p95 < 50 (PG ×2)',
      cell: `${int(perSecond)}  ${p50.toFixed(0)}/${p95.toFixed(0)}  ${saves.failed}  ${cpu(ms)}`,
    });
  }
  return rows;
}

async function measure(where: string, env: Record<string, string>, processes: 1 | 2): Promise<Row[]> {
  const prepared = performance.now();
  const data = await prepareLoadData(env, SIZES);
  const seconds = ((performance.now() - prepared) / 1000).toFixed(0);
  try {
    const target = await startServers(env, processes);
    const quiet = await settled(target.pids);
    console.log(
      `\n${where}: ${target.label}; data written in ${seconds} s; servers settled ${quiet.toFixed(1)} s after the first answer; ${load()}`,
    );
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
  `500 users every 2 s: autocannon paces a connection in whole requests a second, so ${OFFERED} connections × 1 req/s in 25 groups 40 ms apart, after each user's dashboard and survey area were asked once (steady state, not a cold start).`,
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
const widths = { scenario: 62, target: 28, cell: 26 };
console.log(
  `\nSummary (cells: req/s  p50/p99 ms  errors  server CPU ms per answer; saves: answers/s  p50/p95 ms  errors  CPU)  ${load()}`,
);
console.log(
  `${'scenario'.padEnd(widths.scenario)}${'target'.padEnd(widths.target)}${results.map(([where]) => where.padEnd(widths.cell)).join('')}`,
);
first.forEach((row, i) => {
  const cells = results.map(([, rows]) => (rows[i]?.cell ?? '').padEnd(widths.cell)).join('');
  console.log(`${row.scenario.padEnd(widths.scenario)}${row.target.padEnd(widths.target)}${cells}`);
});

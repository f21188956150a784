/**
 * Crash safety (issue 16 item 4). A server process (`apps/server/src/main.ts`, as `npm start` runs it) with clients
 * saving survey answers through the API is killed with SIGKILL at a random moment, 20 times; after each restart the
 * database must open (/sitemap.xml answers) and every answer the server acknowledged must be stored with its value (or one
 * sent later). On PGlite in a temp dir, and on a fresh database of the PostgreSQL server at BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL, or the local server at 127.0.0.1:5432), dropped afterwards. Then PostgreSQL goes away for a while
 * behind a TCP proxy and comes back, under clients: every request must be answered 503 `database_unavailable` in
 * bounded time, the process must stay up and carry on by itself.
 * Run: node --import tsx bench/crash.ts   (or npm run bench:crash [-- --cycles N]); exits 1 when an answer was lost
 * or an expectation above failed.
 */
import pg from 'pg';
import { createWriterDatabase } from '../apps/server/src/test/crash-database.ts';
import type { WriterSource } from '../apps/server/src/test/crash-database.ts';
import { runCrashWriter } from '../apps/server/src/test/crash-writer.ts';
import type { WriterFigures } from '../apps/server/src/test/crash-writer.ts';
import { OUTAGE_ANSWER_BOUND_MS, runDatabaseOutage } from '../apps/server/src/test/database-outage.ts';
import { buildServerBundle } from '../apps/server/src/test/server-bundle.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { startTcpProxy } from '../apps/server/src/test/tcp-proxy.ts';

/** `-- --cycles N` for a quicker look; 20 unless told. */
const cyclesArgument = process.argv.indexOf('--cycles');
const CYCLES = cyclesArgument > 0 ? Number(process.argv[cyclesArgument + 1]) : 20;
/** The kill comes 1 to 4 s after the clients start saving. */
const RUN_MS: [number, number] = [1_000, 4_000];
const LABS = 12;
const CLIENTS_PER_RESPONSE = 3;
const OUTAGE_MS = 8_000;
const OUTAGE_CLIENTS = 12;

const deadline = setTimeout(() => {
  console.error('bench: gave up after 30 minutes');
  process.exit(1);
}, 1_800_000);
deadline.unref();

let failed = false;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(label: string, figures: WriterFigures) {
  console.log(`\n${label}`);
  console.log(
    `  ${figures.cycles} SIGKILLs at random moments ${RUN_MS[0] / 1000}–${RUN_MS[1] / 1000} s into saving, ` +
      `${LABS} responses × ${CLIENTS_PER_RESPONSE} clients`,
  );
  console.log(
    `  answers acknowledged ${figures.acknowledged}, lost ${figures.lost}` +
      ` (saves refused while running: ${figures.failedSaves})`,
  );
  console.log(
    `  restart until /sitemap.xml answers: p50 ${seconds(percentile(figures.restartMs, 0.5))}, ` +
      `max ${seconds(Math.max(...figures.restartMs))} (first start ${seconds(figures.firstStartMs)})`,
  );
  console.log(
    `  while running: ${figures.savesPerSecond.toFixed(0)} saves/s, ${figures.answersPerSecond.toFixed(0)} answers/s`,
  );
  for (const problem of figures.problems) console.log(`  ! ${problem}`);
  if (figures.lost > 0 || figures.failedSaves > 0) failed = true;
}

async function crashRun(label: string, source: WriterSource) {
  const database = await createWriterDatabase(source, LABS);
  try {
    const figures = await runCrashWriter(database, {
      cycles: CYCLES,
      runMs: RUN_MS,
      clientsPerResponse: CLIENTS_PER_RESPONSE,
      log: (line) => console.log(`  ${label}: ${line}`),
    });
    report(label, figures);
  } finally {
    await database.drop();
  }
}

async function outageRun(serverUrl: string) {
  const database = await createWriterDatabase({ kind: 'postgres', serverUrl }, 3);
  const target = new URL(serverUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  try {
    const server = await startServerProcess({ DATABASE_URL: proxy.urlThrough(database.url ?? '') });
    try {
      const figures = await runDatabaseOutage(server, proxy, database.labCodes, {
        outageMs: OUTAGE_MS,
        clients: OUTAGE_CLIENTS,
        afterMs: 5_000,
      });
      console.log(`\nPostgreSQL away for ${seconds(OUTAGE_MS)} behind a TCP proxy, ${OUTAGE_CLIENTS} clients`);
      console.log(
        `  requests while away ${figures.requests}: answered 503 database_unavailable ${figures.unavailable}, ` +
          `succeeded all the same ${figures.succeeded}; slowest ${figures.slowestMs.toFixed(0)} ms ` +
          `(bound ${OUTAGE_ANSWER_BOUND_MS} ms)`,
      );
      console.log(
        `  other answers ${figures.wrongAnswers}; back: first success ${figures.recoveryMs?.toFixed(0) ?? 'never'} ms ` +
          `after PostgreSQL returned, failures after it ${figures.failedAfterRecovery}; answers lost ${figures.lost.length}; ` +
          `process ${figures.survived ? 'stayed up' : 'DIED'}`,
      );
      for (const example of [...figures.wrongExamples, ...figures.lost]) console.log(`  ! ${example}`);
      if (
        figures.wrongAnswers > 0 ||
        figures.lost.length > 0 ||
        !figures.survived ||
        figures.recoveryMs === null ||
        figures.failedAfterRecovery > 0 ||
        figures.slowestMs > OUTAGE_ANSWER_BOUND_MS
      )
        failed = true;
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await proxy.close();
    await database.drop();
  }
}

async function reachable(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

buildServerBundle();
await crashRun('PGlite (embedded)', { kind: 'pglite' });

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await reachable(serverUrl)) {
  await crashRun('PostgreSQL', { kind: 'postgres', serverUrl });
  await outageRun(serverUrl);
} else {
  console.log(`\nPostgreSQL: skipped (no server at ${new URL(serverUrl).host}; set BENCH_DATABASE_URL=postgres://…)`);
}
process.exit(failed ? 1 : 0);

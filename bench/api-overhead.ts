/**
 * Dispatcher overhead: `POST /api?request=getSession` (XSRF check, token lookup in the database, payload schema,
 * Session built from the row) against two bare Fastify POST routes on 127.0.0.1 in this process, with the same
 * autocannon load (10 connections, 5 s each): one that does nothing (the floor) and one that does the same session
 * lookup and answers the same Session (the same work without the dispatcher). The second ratio is the dispatcher's cost. Starts the app on PGlite in a temp dir (NODE_ENV=production, so no
 * response validation, LOG_LEVEL=warn) and stops by itself.
 * Run: node --import tsx bench/api-overhead.ts   (or npm run bench:api)
 * With BENCH_DATABASE_URL=postgres://… it runs on a fresh database created on that PostgreSQL server instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo-accounts.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { findSession } from '../apps/server/src/shared/sessions.ts';
import { toSession } from '../apps/server/src/shared/session-view.ts';

/** The part of autocannon's API used here: the package ships no types, so it is loaded with require and typed here. */
interface LoadOptions {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
  workers: number;
}
interface LoadResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

const CONNECTIONS = 10;
const DURATION_S = 5;
const XSRF = 'bench-xsrf-token';

// Never outlive a stuck run: startup (PGlite initdb) plus two load runs fit well within this.
const deadline = setTimeout(() => {
  console.error('bench: gave up after 180 s');
  process.exit(1);
}, 180_000);
deadline.unref();

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

async function load(label: string, url: string, headers: Record<string, string>): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, ...headers },
    body: '{}',
    connections: CONNECTIONS,
    duration: DURATION_S,
    // The load generator runs in a worker thread so it does not share the servers' event loop.
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const serverUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `bench_${process.pid}`;
const admin = serverUrl ? new pg.Client({ connectionString: serverUrl }) : null;
if (admin) {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
}
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDatabase}` }).href : undefined;
const config = loadConfig({
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase(config);
const bare = Fastify();
bare.post('/bare', () => Promise.resolve({ data: { status: 'ok' } }));
bare.post('/bare-session', async (request, reply) => {
  const found = await findSession(database.db, request.headers.token as string | undefined);
  if (!found) return reply.code(401).send({ data: { error: { code: 106 } } });
  return { data: toSession(found.user, found.lab) };
});
let app: FastifyInstance | undefined;

try {
  console.log(databaseUrl ? `Preparing PostgreSQL database ${benchDatabase} …` : `Preparing PGlite in ${dataDir} …`);
  await database.migrate();
  await seedReferenceData(database.db);
  app = await buildApp(config, database.db);
  const apiUrl = await listen(app);
  const bareUrl = await listen(bare);

  const signIn = await fetch(`${apiUrl}/api?request=ValidateUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ email: 'lab@demo.example', password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed with status ${signIn.status}`);

  console.log(`Load: ${CONNECTIONS} connections, ${DURATION_S} s each, 127.0.0.1 only`);
  const bareResult = await load('bare', `${bareUrl}/bare`, {});
  const bareSessionResult = await load('bare-session', `${bareUrl}/bare-session`, { token });
  const apiResult = await load('api', `${apiUrl}/api?request=getSession`, { token });

  const row = (label: string, r: LoadResult) =>
    `${label.padEnd(24)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   avg ${r.latency.average.toFixed(2)} ms`;
  console.log(row('bare route, no work', bareResult));
  console.log(row('bare route, same lookup', bareSessionResult));
  console.log(row('POST /api getSession', apiResult));
  const ratio = (a: LoadResult, b: LoadResult) => (a.requests.average / b.requests.average).toFixed(2);
  console.log(`dispatcher cost (same lookup / api): ${ratio(bareSessionResult, apiResult)}x (goal ≤ 1.5x)`);
  console.log(`whole request against an empty route (no work / api): ${ratio(bareResult, apiResult)}x`);
} finally {
  await app?.close();
  await bare.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase}`);
    await admin.end();
  }
}

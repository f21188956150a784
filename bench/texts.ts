/**
 * Texts served from the versioned cache (issue 15 item 7, D67): requests a second and p50/p99 latency of `/home` and
 * `/assets/i18n/th.json` (autocannon, 20 connections, 10 s each, `accept-encoding: br`; then revalidation with the
 * ETag in If-None-Match), on the built app over PGlite in a temp dir (NODE_ENV=production, LOG_LEVEL=warn); then how
 * long a text saved through the API of one server process takes to be served by a second process over one PostgreSQL
 * database (a fresh database on BENCH_DATABASE_URL, or TEST_DATABASE_URL, or the local server at 127.0.0.1:5432,
 * dropped afterwards). Targets: ≥ 3,000 requests a second each, and a saved text visible within 1 s.
 * With BENCH_ORIGIN=http://… only the load part runs, against that running server.
 * Run after `npm run build`: npm run bench:texts
 */
import { createRequire } from 'node:module';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo-accounts.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';

/** The part of autocannon's API used here: the package ships no types, so it is loaded with require and typed here. */
interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  '3xx': number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

const CONNECTIONS = 20;
const DURATION_S = 10;
const ROUNDS = 5;
const XSRF = 'bench-xsrf-token';
const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };

const deadline = setTimeout(() => {
  console.error('bench: gave up after 600 s');
  process.exit(1);
}, 600_000);
deadline.unref();

/** One autocannon run; every answer must have the expected status class, or the figure would measure errors. */
async function load(label: string, url: string, headers: Record<string, string>, expect: '2xx' | '3xx') {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const total = result['2xx'] + result['3xx'];
  if (result[expect] !== total || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${label}: ${result['2xx']} 2xx, ${result['3xx']} 3xx, ${result.errors} errors`);
  }
  const perSecond = Math.round(result.requests.average).toLocaleString('en');
  console.log(
    `  ${label.padEnd(44)} ${perSecond.padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
  );
}

/** Each address compressed with brotli, then revalidated with the ETag it answered (304 when the server has one). */
async function measureLoad(origin: string): Promise<void> {
  for (const path of ['/home', '/assets/i18n/th.json']) {
    const headers = { 'accept-encoding': 'br' };
    const first = await fetch(`${origin}${path}`, { headers });
    await first.arrayBuffer();
    await load(`${path} (br)`, `${origin}${path}`, headers, '2xx');
    const etag = first.headers.get('etag');
    if (etag) await load(`${path} (If-None-Match)`, `${origin}${path}`, { ...headers, 'if-none-match': etag }, '3xx');
    else console.log(`  ${path}: no ETag, so no revalidation`);
  }
}

async function call<T>(origin: string, name: string, payload: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api?request=${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(token ? { token } : {}),
    },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { data: T & { error?: unknown }; token?: string };
  if (!response.ok || body.data?.error) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return (name === 'ValidateUser' ? body : body.data) as T;
}

type Texts = Record<string, Record<string, string> | undefined>;
const KEY = ['header', 'translateToggle'] as const;

/** Process B's Thai text of the key, as a browser loads it. */
async function servedText(origin: string): Promise<string | undefined> {
  const texts = (await (await fetch(`${origin}/assets/i18n/th.json`)).json()) as Texts;
  return texts[KEY[0]]?.[KEY[1]];
}

/**
 * Saves the Thai text of a header key through process A as the demo translator (`updateTranslationByLanguageKey`)
 * and polls process B every 10 ms until it serves it: the time from the answer of the save to B's first new text.
 */
async function measureSecondProcess(a: string, b: string): Promise<void> {
  const { token } = await call<{ token?: string }>(a, 'ValidateUser', {
    email: 'translator@demo.example',
    password: DEMO_PASSWORD,
  });
  if (!token) throw new Error('the translator did not sign in');
  const took: number[] = [];
  let previous = (await servedText(b)) ?? null;
  for (let round = 1; round <= ROUNDS; round++) {
    const translation = `แก้ไขคำแปล ${round} (${process.pid})`;
    const saved = await call<{ status: string }>(
      a,
      'updateTranslationByLanguageKey',
      {
        updatedTranslation: [{ langId: 'th', translateKey: KEY.join('.'), translation, previous }],
        confirmWarnings: true,
      },
      token,
    );
    if (saved.status !== 'Updated') throw new Error(`the save answered ${JSON.stringify(saved)}`);
    const start = performance.now();
    while ((await servedText(b)) !== translation) {
      if (performance.now() - start > 10_000) throw new Error('process B did not serve the saved text in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    took.push(performance.now() - start);
    previous = translation;
    // Spread the saves over the check interval so they land at different points of it.
    await new Promise((resolve) => setTimeout(resolve, 137 * round));
  }
  took.sort((x, y) => x - y);
  const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
  console.log(
    `  saved text visible from a second process (${ROUNDS} saves): median ${ms(took[Math.floor(ROUNDS / 2)])}, max ${ms(took[ROUNDS - 1])}`,
  );
}

const origin = process.env.BENCH_ORIGIN;
if (origin) {
  console.log(`\n${origin}`);
  await measureLoad(origin);
} else {
  console.log('\nPGlite (embedded), one process');
  const server = await startThrowawayServer('texts', PRODUCTION);
  try {
    await measureLoad(server.origin);
  } finally {
    server.stop();
  }

  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_texts_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const env = { ...PRODUCTION, DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href };
  const servers: { stop(): void }[] = [];
  try {
    console.log('\nPostgreSQL, two processes');
    // One after the other: the first migrates and seeds the fresh database.
    const a = await startThrowawayServer('texts-a', env);
    servers.push(a);
    const b = await startThrowawayServer('texts-b', env);
    servers.push(b);
    await measureSecondProcess(a.origin, b.origin);
  } finally {
    servers.forEach((server) => server.stop());
    // The servers close their pools on SIGTERM; FORCE ends what is left.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

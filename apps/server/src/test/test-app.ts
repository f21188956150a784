import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import { XSRF_COOKIE, XSRF_HEADER, TOKEN_HEADER, isErrorData } from '@labbench/contract';
import type { ApiError, Envelope, PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { ApiRegistry, RequestDefinitions } from '../api/handler.ts';
import { buildApp } from '../app.ts';
import { changeFeedOf } from '../shared/change-feed.ts';
import { createSession } from '../shared/sessions.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { pgliteHandle, postgresHandle } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { users } from '../db/schema/index.ts';
import { adminQuery, databaseUrl } from './template-database.ts';

/** A clean copy of the run's template database: PGlite from the dump, PostgreSQL from the template. */
async function cloneTemplate(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = await readFile(source.dumpFile);
    return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => adminQuery(source.serverUrl, sql);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`);
  const handle = postgresHandle(databaseUrl(source.serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Test configuration: quiet, no web build unless a test gives WEB_DIST_DIR, no survey processing on a timer, no PDF
 * printer.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'labbench-no-web-build'),
    // Tests run processing themselves (processNextResponse), so a queued response stays queued until they do.
    SURVEY_PROCESS_INTERVAL_MS: '86400000',
    // No browser per test app: only the report tests that print start one (CHROMIUM_PATH in their env).
    CHROMIUM_PATH: 'off',
    ...env,
  });
}

export interface CallOptions {
  token?: string;
  /** Override the X-XSRF-TOKEN header; `null` leaves it out. */
  xsrfHeader?: string | null;
  /** The body as sent, for malformed JSON. */
  rawBody?: string;
  remoteAddress?: string;
  /** Cookies besides the XSRF cookie, e.g. the browser binding of a provider sign-in. */
  cookies?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The XSRF cookie this app handed out on a GET, sent with every call. */
  xsrf: string;
  call<N extends RequestName>(
    name: N,
    payload: PayloadOf<N>,
    options?: CallOptions,
  ): Promise<CallResult<ResponseOf<N>>>;
  /** Any request name and body, for requests outside the contract. */
  callRaw(name: string, payload: unknown, options?: CallOptions): Promise<CallResult<unknown>>;
  /** A session token for an existing account, made directly in the database (no ValidateUser needed). */
  tokenFor(email: string): Promise<string>;
  /** Signs in (demo password by default) and returns the token. */
  signIn(email: string, password?: string, rememberMe?: boolean): Promise<string>;
  createUser(
    overrides?: Partial<typeof users.$inferInsert> & { password?: string },
  ): Promise<{ id: string; email: string; password: string }>;
  close(): Promise<void>;
}

/**
 * An app on a clean database for one test file. Call in `beforeAll`, close in `afterAll`.
 * `registry` replaces the contract's requests (dispatcher tests); `logStream` receives the log (LOG_LEVEL in `env`).
 */
export async function createTestApp<Defs extends RequestDefinitions>(
  options: { env?: Record<string, string>; registry?: ApiRegistry<Defs>; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const handle = await cloneTemplate();
  const config = testConfig(options.env);
  const app = await buildApp(config, handle.db, { registry: options.registry, logStream: options.logStream });

  const first = await app.inject({ method: 'GET', url: '/geo/country' });
  const xsrf = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  if (!xsrf) throw new Error('the app set no XSRF cookie');

  const callRaw = async (name: string, payload: unknown, opts: CallOptions = {}) => {
    // Tests also write to the database directly: every request starts after the app has heard those changes, as a
    // real request arriving after another process's write does once its notification is delivered (D78).
    await changeFeedOf(handle.db)?.settle();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.xsrfHeader !== null) headers[XSRF_HEADER] = opts.xsrfHeader ?? xsrf;
    if (opts.token) headers[TOKEN_HEADER] = opts.token;
    const response = await app.inject({
      method: 'POST',
      url: `/api?request=${encodeURIComponent(name)}`,
      headers,
      cookies: { ...opts.cookies, [XSRF_COOKIE]: xsrf },
      payload: opts.rawBody ?? JSON.stringify(payload),
      remoteAddress: opts.remoteAddress,
    });
    // A file request answers its bytes (the dispatcher's sendFile): they come back as `data`, like an envelope's.
    const isFile = !String(response.headers['content-type'] ?? '').startsWith('application/json');
    if (isFile && response.statusCode === 200)
      return { status: 200, body: { data: new Uint8Array(response.rawPayload) } };
    return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
  };

  const testApp: TestApp = {
    app,
    db: handle.db,
    config,
    xsrf,
    call: (name, payload, opts) => callRaw(name, payload, opts) as Promise<CallResult<ResponseOf<typeof name>>>,
    callRaw,
    async tokenFor(email) {
      const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return createSession(handle.db, user.id, config.sessionTtlS);
    },
    async signIn(email, password = DEMO_PASSWORD, rememberMe = false) {
      const { body } = await callRaw('ValidateUser', { email, password, remember_me: rememberMe });
      if (!body.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      return body.token;
    },
    async createUser({ password = `Pw-${randomBytes(6).toString('hex')}#1`, ...overrides } = {}) {
      const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@test.example`;
      const [row] = await handle.db
        .insert(users)
        .values({
          givenName: 'Test',
          familyName: 'User',
          userType: 'external',
          emailVerified: true,
          ...overrides,
          email,
          // Cheap argon2id parameters keep the many sign-ins of the tests fast; verify reads them from the hash.
          passwordHash: await hash(password, { memoryCost: 1024, timeCost: 1 }),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user not created');
      return { id: row.id, email, password };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
  return testApp;
}

/** The `data` of a successful call (fails the test otherwise). */
export function dataOf<T>(result: CallResult<T>): T {
  if (isErrorData(result.body.data)) throw new Error(`expected data, got ${JSON.stringify(result.body)}`);
  return result.body.data;
}

/** The `error` of a failed call (fails the test otherwise). */
export function errorOf(result: CallResult<unknown>): ApiError {
  if (!isErrorData(result.body.data)) throw new Error(`expected an error, got ${JSON.stringify(result.body)}`);
  return result.body.data.error;
}

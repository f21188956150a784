import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import type { Envelope, PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { inject } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { freePort } from './server-process.ts';
import { adminQuery, databaseUrl } from './template-database.ts';
import type { CallResult } from './test-app.ts';
import { SERVER_BUNDLE } from './server-bundle.ts';

/** Any value works for the double submit: the header must equal the cookie. */
const XSRF = 'portal-process-xsrf';

/** A server started as users start it (`npm start` runs the bundle, `node apps/server/dist/main.mjs`) with its own environment. */
export interface PortalProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  pid: number;
  /** Everything it printed on stdout so far. */
  output(): string;
  call<N extends RequestName>(name: N, payload: PayloadOf<N>, token?: string): Promise<CallResult<ResponseOf<N>>>;
  /** SIGTERM, then its exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** A GET on a connection of its own (no keep-alive), so a cluster's primary hands each to the next worker. */
export function getStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/**
 * Starts the server with `env` (PORT chosen here, quiet, no web build, no mail, no PDF printer) and answers once
 * it serves requests; fails with what it printed when it exits first.
 */
export async function startPortalProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<PortalProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      TMPDIR: tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'labbench-no-web-build'),
      CHROMIUM_PATH: 'off',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;

  let gone = false;
  void exited.then(() => (gone = true));
  const started = Date.now();
  for (;;) {
    if (gone) throw new Error(`the server exited before it listened: ${stderr || stdout}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms: ${stderr}`);
    }
    if (await getStatus(`${origin}/geo/country`).catch(() => 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    pid: child.pid ?? 0,
    output: () => stdout,
    async call(name, payload, token) {
      const response = await fetch(`${origin}/api?request=${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `${XSRF_COOKIE}=${XSRF}`,
          [XSRF_HEADER]: XSRF,
          ...(token ? { [TOKEN_HEADER]: token } : {}),
        },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as Envelope<ResponseOf<typeof name>> };
    },
    stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A fresh database copied from the run's template (api-postgres), and how to drop it. */
export async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') throw new Error('a PostgreSQL database needs the api-postgres project');
  const name = `procs_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => adminQuery(source.serverUrl, sql);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${source.templateName}`);
  return {
    url: databaseUrl(source.serverUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

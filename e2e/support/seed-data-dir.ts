/**
 * Seeds a PGlite data directory the way a first start does, by starting the built server on it once and stopping it
 * as soon as it answers: playwright.config.ts copies the result to every portal server of the run, so the demo data
 * is made once instead of once per server (each first start seeds for ~15 s of one core; four of them in a row held
 * the run for a minute).
 *
 *   node --import tsx e2e/support/seed-data-dir.ts <data dir>
 *
 * Exits 0 once the server has stopped (PGlite closed, the directory consistent), 1 with its output otherwise.
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/server-process.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: seed-data-dir.ts <data dir>');
  process.exit(1);
}

const START_TIMEOUT_MS = 180_000;

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 0) > 0);
    }).on('error', () => resolve(false));
  });
}

const port = await freePort();
// The same environment as the run's servers where it matters for what is seeded: the embedded database in DATA_DIR.
const server = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: '',
    SMTP_URL: '',
    // Seeding needs no web app: a folder that does not exist, as the API tests' servers have.
    WEB_DIST_DIR: join(tmpdir(), 'labbench-no-web-build'),
    CHROMIUM_PATH: 'off',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
let gone = false;
void exited.then(() => (gone = true));

const started = Date.now();
while (!(await answers(`http://127.0.0.1:${port}/geo/country`))) {
  if (gone || Date.now() - started > START_TIMEOUT_MS) {
    server.kill('SIGKILL');
    console.error(`seeding ${dataDir} failed: the server ${gone ? 'exited' : 'did not answer'}\n${output}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
// SIGTERM closes the app, then PGlite, which leaves the directory consistent to copy (main.ts).
server.kill('SIGTERM');
const code = await exited;
if (code !== 0) {
  console.error(`seeding ${dataDir}: the server stopped with ${code}\n${output}`);
  process.exit(1);
}

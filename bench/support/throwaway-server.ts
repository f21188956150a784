import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/server-process.ts';

export interface ThrowawayServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The server's process id. */
  pid: number;
  /** Stops the server and deletes its data folder. */
  stop(): void;
  /** Settles when the server process has ended (after `stop`, once it has closed its database). */
  exited: Promise<void>;
}

async function waitForServer(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

/**
 * The built app on a free port with a fresh data folder (named after `bench`) or the database `env` names, answering
 * once /home does.
 * Run from the repository root, after `npm run build` (which bundles the server as `npm start` runs it).
 */
export async function startThrowawayServer(bench: string, env: Record<string, string> = {}): Promise<ThrowawayServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${bench}-`));
  const server = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${origin}/home`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, pid: server.pid ?? 0, stop, exited };
}

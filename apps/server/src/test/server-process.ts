import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from '../config.ts';
import { SERVER_BUNDLE } from './server-bundle.ts';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** How much of the server's stderr is kept for an error message. */
const STDERR_KEPT = 4000;

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  startMs: number;
  alive(): boolean;
  stderrTail(): string;
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The bundled server (`node apps/server/dist/main.mjs`) on a port of its own, ready once /sitemap.xml answers: it reads
 * the database and, unlike /home, does not need the web build, which the API stage runs without.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { port, timeoutMs = 120_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CHROMIUM_PATH: 'off',
      ...env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const origin = `http://127.0.0.1:${listenPort}`;
  const stop = async (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
    await exited;
  };
  while (performance.now() - started < timeoutMs) {
    if (!alive())
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}): ${stderr}`);
    try {
      const response = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) {
        return { origin, child, startMs: performance.now() - started, alive, stderrTail: () => stderr, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`the server did not answer /sitemap.xml within ${timeoutMs} ms: ${stderr}`);
}

import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/** A worker that dies sooner than this after it was forked is replaced after RESTART_DELAY_MS, not in a tight loop. */
const SHORT_LIFE_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

const how = (code: number, signal: string | null) => signal ?? `exit code ${code}`;

/**
 * The cluster's primary (WEB_CONCURRENCY > 1, the database already prepared): forks `count` workers, each the whole
 * app listening on PORT, which node:cluster shares among them. Resolves once every worker listens. A worker that
 * stops before then fails the start; one that dies later is replaced. SIGINT and SIGTERM go to every worker and the
 * primary exits once all have closed.
 */
export function startWorkers(count: number, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  const forkedAt = new Map<Worker, number>();
  const fork = () => forkedAt.set(cluster.fork(), Date.now());
  // An exited worker may stay listed until its channel closes too.
  const live = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
  let listening = 0;
  let stopping = false;
  let failed = false;

  const exitOnceClosed = () => {
    if (live().length === 0) process.exit(failed ? 1 : 0);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of live()) worker.process.kill('SIGTERM');
    exitOnceClosed();
  };

  return new Promise((resolve) => {
    cluster.on('listening', () => {
      listening += 1;
      if (listening === count) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (forkedAt.get(worker) ?? 0);
      forkedAt.delete(worker);
      if (stopping) {
        failed ||= code !== 0;
        exitOnceClosed();
      } else if (listening < count) {
        // Start-up failed: a worker that exits with a code has printed why in one line; only a signal needs saying.
        if (signal) console.error(`Start-up failed: worker process ${worker.process.pid} stopped by ${signal}`);
        for (const other of live()) other.process.kill('SIGKILL');
        process.exit(1);
      } else {
        log.error(`worker process ${worker.process.pid} stopped (${how(code, signal)}); starting another`);
        setTimeout(fork, lived < SHORT_LIFE_MS ? RESTART_DELAY_MS : 0);
      }
    });
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    for (let i = 0; i < count; i += 1) fork();
  });
}

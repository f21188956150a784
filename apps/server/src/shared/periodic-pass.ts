import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicPass<Args extends unknown[]> {
  /** One pass now (besides the timer's); resolves to how many items it handled. */
  runOnce(...args: Args): Promise<number>;
  /** No further passes; waits for the ones under way. */
  stop(): Promise<void>;
}

/**
 * A pass over a queue in the database every `intervalMs`, in every process (the outbox, survey processing): the next
 * pass is scheduled when one ends, so passes of one process never overlap, and the timer never keeps the process
 * alive. The pass gets `isStopped` to end early after `stop()`.
 */
export function startPeriodicPass<Args extends unknown[]>(
  pass: (isStopped: () => boolean, ...args: Args) => Promise<number>,
  { intervalMs, log, label }: { intervalMs: number; log: FastifyBaseLogger; label: string },
): PeriodicPass<Partial<Args>> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const passes = new Set<Promise<number>>();
  const isStopped = () => stopped;

  function runOnce(...args: Partial<Args>): Promise<number> {
    const run = pass(isStopped, ...(args as Args)).finally(() => passes.delete(run));
    passes.add(run);
    return run;
  }

  function schedule() {
    timer = setTimeout(() => {
      runOnce(...([] as unknown as Partial<Args>))
        .catch((err: unknown) => log.error({ err }, `${label} pass failed`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled(passes);
    },
  };
}

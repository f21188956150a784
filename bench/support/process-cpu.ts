/**
 * CPU time the server processes used (Linux /proc), so that a figure can be given per request that other work on a
 * shared machine changes far less than requests a second: a process waiting for a core uses none. The processes are
 * the started ones and their children (the workers of WEB_CONCURRENCY); PostgreSQL's own processes are not counted,
 * PGlite's work is (it runs in the server process).
 */
import { existsSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // the process ended meanwhile
  }
}

function withChildren(pid: number): number[] {
  const children = read(`/proc/${pid}/task/${pid}/children`).split(' ').filter(Boolean).map(Number);
  return [pid, ...children.flatMap(withChildren)];
}

/** User plus system CPU seconds of one process (fields 14 and 15, after the command name in parentheses). */
function cpuOf(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS_PER_SECOND;
}

/** CPU seconds used so far by the processes and their children, or null where /proc is not there. */
export function cpuSeconds(pids: readonly number[]): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  return pids.flatMap(withChildren).reduce((sum, pid) => sum + cpuOf(pid), 0);
}

/**
 * Waits until the processes use less than a tenth of a core over half a second (at most `maxMs`): a server answers
 * before it has settled, and the workers of WEB_CONCURRENCY start after the first answers. The seconds waited.
 */
export async function settled(pids: readonly number[], maxMs = 60_000): Promise<number> {
  const start = performance.now();
  let last = cpuSeconds(pids);
  while (last !== null && performance.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuSeconds(pids) ?? 0;
    if (now - last < 0.05) break;
    last = now;
  }
  return (performance.now() - start) / 1000;
}

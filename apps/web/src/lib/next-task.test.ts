import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves only after a timer task, not in the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const waiting = nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});

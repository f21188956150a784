import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMERS_MS } from '@labbench/contract/constants';
import { formatCountdown, startIdleWatcher } from './idle-watcher.ts';
import type { IdleWatcher } from './idle-watcher.ts';

const { idle, timeout, ping, sensitivity } = IDLE_TIMERS_MS;

describe('startIdleWatcher', () => {
  const onIdle = vi.fn<(deadline: number) => void>();
  const onTimeout = vi.fn<() => void>();
  const onPing = vi.fn<() => void>();
  let watcher: IdleWatcher;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    onIdle.mockReset();
    onTimeout.mockReset();
    onPing.mockReset();
    watcher = startIdleWatcher({ onIdle, onTimeout, onPing });
  });

  afterEach(() => {
    watcher.stop();
    vi.useRealTimers();
  });

  it('warns after the idle time with the timeout as deadline, then times out', () => {
    vi.advanceTimersByTime(idle - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledWith(idle + timeout);
    vi.advanceTimersByTime(timeout - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('starts the idle time again on activity', () => {
    vi.advanceTimersByTime(idle - 1_000);
    watcher.activity();
    vi.advanceTimersByTime(idle - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts activity at most once per sensitivity', () => {
    vi.advanceTimersByTime(5_000);
    watcher.activity();
    vi.advanceTimersByTime(sensitivity - 1);
    // Within the second after a counted one: not counted, the idle time runs from the first.
    watcher.activity();
    vi.advanceTimersByTime(idle - sensitivity + 1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('ignores activity once the countdown runs; staying signed in stops it', () => {
    vi.advanceTimersByTime(idle);
    watcher.activity();
    vi.advanceTimersByTime(timeout - 1_000);
    watcher.resume();
    vi.advanceTimersByTime(timeout);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(idle - timeout);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('pings while the user is active, not while idle', () => {
    vi.advanceTimersByTime(ping);
    expect(onPing).toHaveBeenCalledOnce();
    // No activity since: the next ping is skipped.
    vi.advanceTimersByTime(ping);
    expect(onPing).toHaveBeenCalledOnce();
    watcher.activity();
    vi.advanceTimersByTime(ping);
    expect(onPing).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    watcher.stop();
    vi.advanceTimersByTime(idle + timeout + ping);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
    expect(onPing).not.toHaveBeenCalled();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounded up', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignOutFlagRaised, raiseSignOutFlag, signOutFlagRemainingMs } from './sign-out-flag.ts';
import { memoryStorage } from '../../test/memory-storage.ts';

afterEach(() => vi.useRealTimers());

describe('sign-out flag', () => {
  it('is raised for 60 s after signing out', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    expect(isSignOutFlagRaised(storage, 0)).toBe(false);
    raiseSignOutFlag(storage, 1_000);
    expect(isSignOutFlagRaised(storage, 60_999)).toBe(true);
    expect(isSignOutFlagRaised(storage, 61_000)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(storage.length).toBe(0);
  });

  it('tells how long it stays up', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    expect(signOutFlagRemainingMs(storage, 0)).toBe(0);
    raiseSignOutFlag(storage, 1_000);
    expect(signOutFlagRemainingMs(storage, 31_000)).toBe(30_000);
    expect(signOutFlagRemainingMs(storage, 90_000)).toBe(0);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TIMERS_MS } from '@labbench/contract/constants';
import { useProfileModal } from './use-profile-modal.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useProfileModal (§4 profile update, modal; §9 thank-you 1000 ms after it)', () => {
  it('waits 1000 ms', () => {
    expect(TIMERS_MS.thankYouAfterModal).toBe(1_000);
  });

  it('closes the modal at Updated and opens the thank-you 1000 ms later, not before', () => {
    const { result } = renderHook(() => useProfileModal());
    act(() => result.current.open());
    expect(result.current.step).toBe('form');
    act(() => result.current.updated());
    expect(result.current.step).toBe('saved');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.step).toBe('saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.step).toBe('thanks');
    act(() => result.current.close());
    expect(result.current.step).toBe('closed');
  });

  it('Close before the thank-you drops it; opening again starts afresh', () => {
    const { result } = renderHook(() => useProfileModal());
    act(() => result.current.open());
    act(() => result.current.updated());
    act(() => result.current.close());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.step).toBe('closed');
    act(() => result.current.open());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.step).toBe('form');
  });

  it('leaves no timer behind when the banner goes away', () => {
    const { result, unmount } = renderHook(() => useProfileModal());
    act(() => result.current.updated());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

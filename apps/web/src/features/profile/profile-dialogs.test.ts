import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileDialogs } from './profile-dialogs.ts';

describe('profileDialogs (§4: thank-you 1000 ms after the modal closes)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    profileDialogs.close();
    vi.useRealTimers();
  });

  it('closes the modal on Updated and opens the thank-you dialog 1000 ms later', () => {
    profileDialogs.openProfile();
    profileDialogs.updated();
    expect(profileDialogs.get()).toEqual({ profileOpen: false, thankYouOpen: false });
    vi.advanceTimersByTime(999);
    expect(profileDialogs.get().thankYouOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(profileDialogs.get()).toEqual({ profileOpen: false, thankYouOpen: true });
  });

  it('does not open the thank-you dialog over a modal opened again meanwhile', () => {
    profileDialogs.updated();
    profileDialogs.openProfile();
    vi.advanceTimersByTime(1000);
    expect(profileDialogs.get()).toEqual({ profileOpen: true, thankYouOpen: false });
  });
});

import { useSyncExternalStore } from 'react';
import { TIMERS_MS } from '@labbench/contract/constants';

/** Which of the View Profile modal and its thank-you dialog is open; both live in the app layout. */
export interface ProfileDialogs {
  profileOpen: boolean;
  thankYouOpen: boolean;
}

const CLOSED: ProfileDialogs = { profileOpen: false, thankYouOpen: false };
let state = CLOSED;
let thankYouTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ProfileDialogs) {
  state = next;
  listeners.forEach((l) => l());
}

export const profileDialogs = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  openProfile: () => {
    clearTimeout(thankYouTimer);
    set({ profileOpen: true, thankYouOpen: false });
  },
  close: () => {
    clearTimeout(thankYouTimer);
    set(CLOSED);
  },
  /** §4: the modal closes on Updated and the thank-you dialog opens 1000 ms later. */
  updated: () => {
    set(CLOSED);
    thankYouTimer = setTimeout(() => set({ profileOpen: false, thankYouOpen: true }), TIMERS_MS.thankYouAfterModal);
  },
};

export function useProfileDialogs(): ProfileDialogs {
  return useSyncExternalStore(profileDialogs.subscribe, profileDialogs.get, profileDialogs.get);
}

import { useEffect, useSyncExternalStore } from 'react';
import { TIMERS_MS } from '@labbench/contract/constants';
import { sessionStore } from '../browser-storage.ts';

/**
 * Raised for a minute after signing out (§4), so the single-logout frames of the SSO providers can end
 * those sessions too. Holds its own expiry, so a reload inside the minute does not leave it up for good.
 */
const SIGN_OUT_FLAG_KEY = 'signOutFlag';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function raiseSignOutFlag(storage: Storage = sessionStore, now: number = Date.now()): void {
  storage.setItem(SIGN_OUT_FLAG_KEY, String(now + TIMERS_MS.signOutFlag));
  setTimeout(() => {
    storage.removeItem(SIGN_OUT_FLAG_KEY);
    notify();
  }, TIMERS_MS.signOutFlag);
  notify();
}

/** Milliseconds the flag stays up; 0 when it is down. */
export function signOutFlagRemainingMs(storage: Storage = sessionStore, now: number = Date.now()): number {
  return Math.max(0, Number(storage.getItem(SIGN_OUT_FLAG_KEY) ?? 0) - now);
}

export function isSignOutFlagRaised(storage: Storage = sessionStore, now: number = Date.now()): boolean {
  return signOutFlagRemainingMs(storage, now) > 0;
}

const readFlag = () => isSignOutFlagRaised();

/** Whether the flag is up, re-rendering when it is raised and when it drops (also one kept over a reload). */
export function useSignOutFlag(): boolean {
  const raised = useSyncExternalStore(subscribe, readFlag, () => false);
  useEffect(() => {
    if (!raised) return;
    const timer = setTimeout(notify, signOutFlagRemainingMs());
    return () => clearTimeout(timer);
  }, [raised]);
  return raised;
}

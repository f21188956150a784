import { useSyncExternalStore } from 'react';
import { COOKIE_NOTICE_KEY, COOKIE_PREFERENCES_KEY } from '@labbench/contract/constants';
import { parseCookiePreferences } from './cookie-preferences.ts';
import type { CookiePreferences } from './cookie-preferences.ts';
import { localStore } from '../../../lib/browser-storage.ts';

export type { CookiePreferences };

export interface CookieConsentState {
  /** The visitor answered the notice (§3 flag '1'); the bar is gone for good. */
  accepted: boolean;
  /** The optional categories chosen; necessary storage is always on. */
  preferences: CookiePreferences;
  panelOpen: boolean;
}

function read(): CookieConsentState {
  return {
    accepted: localStore.getItem(COOKIE_NOTICE_KEY) === '1',
    preferences: parseCookiePreferences(localStore.getItem(COOKIE_PREFERENCES_KEY)),
    panelOpen: false,
  };
}

let state: CookieConsentState = read();
const listeners = new Set<() => void>();

function set(next: CookieConsentState) {
  state = next;
  listeners.forEach((l) => l());
}

function choose(preferences: CookiePreferences) {
  localStore.setItem(COOKIE_NOTICE_KEY, '1');
  localStore.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  set({ accepted: true, preferences, panelOpen: false });
}

export const cookieConsent = {
  /** Every category on. */
  acceptAll: () => choose({ analytics: true }),
  /** The visitor's own choice, saved from the panel. */
  save: (preferences: CookiePreferences) => choose(preferences),
  openPanel: () => set({ ...state, panelOpen: true }),
  closePanel: () => set({ ...state, panelOpen: false }),
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useCookieConsent(): CookieConsentState {
  return useSyncExternalStore(cookieConsent.subscribe, cookieConsent.get, cookieConsent.get);
}

/** Whether page views may go to the analytics data layer (§7): only after the visitor chose analytics. */
export function useAnalyticsAllowed(): boolean {
  const { accepted, preferences } = useCookieConsent();
  return accepted && preferences.analytics;
}

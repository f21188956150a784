import { useSyncExternalStore } from 'react';

/** Local-storage flag of §3: '1' once the visitor accepted the cookie notice. */
const KEY = 'is_cookie_notice_accepted';

export interface CookieConsentState {
  accepted: boolean;
  panelOpen: boolean;
}

let state: CookieConsentState = { accepted: localStorage.getItem(KEY) === '1', panelOpen: false };
const listeners = new Set<() => void>();

function set(next: CookieConsentState) {
  state = next;
  listeners.forEach((l) => l());
}

export const cookieConsent = {
  accept: () => {
    localStorage.setItem(KEY, '1');
    set({ accepted: true, panelOpen: false });
  },
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

import { useSyncExternalStore } from 'react';
import { sessionStore } from '../lib/browser-storage.ts';

/** Whether translators see the edit icons; per tab, so it lives in session storage (§3). */
const KEY = 'translateMode';

let enabled = sessionStore.getItem(KEY) === '1';
const listeners = new Set<() => void>();

export const translateMode = {
  get: () => enabled,
  set: (next: boolean) => {
    enabled = next;
    sessionStore.setItem(KEY, next ? '1' : '0');
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// The survey form in its frame shares the tab's session storage: a switch in the page around it reaches it. (No
// window where the server renders a first screen, D182.)
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.storageArea === sessionStore && event.key === KEY && (event.newValue === '1') !== enabled)
      translateMode.set(event.newValue === '1');
  });

export function useTranslateMode(): boolean {
  return useSyncExternalStore(translateMode.subscribe, translateMode.get, translateMode.get);
}

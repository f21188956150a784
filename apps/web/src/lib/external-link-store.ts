import { useSyncExternalStore } from 'react';

/** The content-site address waiting for the user to confirm the external-link warning (§7, §8). */
let pendingUrl: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  pendingUrl = next;
  listeners.forEach((l) => l());
}

export const externalLinks = {
  request: (url: string) => set(url),
  cancel: () => set(null),
  confirm: () => {
    if (pendingUrl) window.open(pendingUrl, '_blank', 'noopener,noreferrer');
    set(null);
  },
  get: () => pendingUrl,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function usePendingExternalUrl(): string | null {
  return useSyncExternalStore(externalLinks.subscribe, externalLinks.get, externalLinks.get);
}

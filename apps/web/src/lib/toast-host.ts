import { useSyncExternalStore } from 'react';

/**
 * Whether a toast has been shown yet. The layout mounts Mantine's notifications host (a library of its own, with
 * its transitions) only from then on, so pages that never show a toast do not load it.
 */
let needed = false;
const listeners = new Set<() => void>();

export const toastHost = {
  require: (): void => {
    if (needed) return;
    needed = true;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const isNeeded = () => needed;

/** A server-rendered page has shown no toast. */
const notYet = () => false;

export function useToastHostNeeded(): boolean {
  return useSyncExternalStore(toastHost.subscribe, isNeeded, notYet);
}

import { useSyncExternalStore } from 'react';

/**
 * Which text the translation editor has open (null: closed). The in-place marks, the glossary and the coverage
 * lists all open the one editor the layout mounts, through this store.
 */
let openKey: string | null = null;
const listeners = new Set<() => void>();

export const translationEditor = {
  open: (key: string) => {
    openKey = key;
    listeners.forEach((l) => l());
  },
  close: () => {
    openKey = null;
    listeners.forEach((l) => l());
  },
  get: () => openKey,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useOpenEditorKey(): string | null {
  return useSyncExternalStore(translationEditor.subscribe, translationEditor.get, translationEditor.get);
}

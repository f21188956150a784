import { useSyncExternalStore } from 'react';
import { sessionStore } from '../browser-storage.ts';

/**
 * The lab a staff user views the dashboards of (§2 view-as-lab banner, §6), kept in session storage: it lasts as long
 * as the tab, and a reload keeps it. Cleared on sign-out.
 */
export const VIEWED_LAB_KEY = 'viewAsLab';

/** Which dashboards staff then see is read like the lab's own (its survey details), so only the lab is kept. */
export interface ViewedLab {
  labCode: string;
  labName: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ViewedLab | null = null;

function parse(raw: string | null): ViewedLab | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ViewedLab>;
    return typeof value.labCode === 'string' && typeof value.labName === 'string'
      ? { labCode: value.labCode, labName: value.labName }
      : null;
  } catch {
    return null;
  }
}

/** The same object while the stored text is unchanged (useSyncExternalStore compares snapshots by identity). */
export function readViewedLab(storage: Storage = sessionStore): ViewedLab | null {
  const raw = storage.getItem(VIEWED_LAB_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function setViewedLab(lab: ViewedLab | null, storage: Storage = sessionStore): void {
  if (lab) storage.setItem(VIEWED_LAB_KEY, JSON.stringify(lab));
  else storage.removeItem(VIEWED_LAB_KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useViewedLab(): ViewedLab | null {
  return useSyncExternalStore(
    subscribe,
    () => readViewedLab(),
    () => null,
  );
}

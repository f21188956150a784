import { useSyncExternalStore } from 'react';
import type { SurveyCategory } from '@labbench/contract';

/**
 * The lab a staff user views the dashboards of (§2 view-as-lab banner, §6), kept in session storage: it lasts as long
 * as the tab, and a reload keeps it. Cleared on sign-out.
 */
export const VIEWED_LAB_KEY = 'viewAsLab';

export interface ViewedLab {
  labCode: string;
  labName: string;
  /** Categories with a validated response: the dashboards staff may open for this lab. */
  categories: SurveyCategory[];
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ViewedLab | null = null;

function parse(raw: string | null): ViewedLab | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ViewedLab>;
    return typeof value.labCode === 'string' && typeof value.labName === 'string' && Array.isArray(value.categories)
      ? { labCode: value.labCode, labName: value.labName, categories: value.categories }
      : null;
  } catch {
    return null;
  }
}

/** The same object while the stored text is unchanged (useSyncExternalStore compares snapshots by identity). */
export function readViewedLab(storage: Storage = sessionStorage): ViewedLab | null {
  const raw = storage.getItem(VIEWED_LAB_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function setViewedLab(lab: ViewedLab | null, storage: Storage = sessionStorage): void {
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

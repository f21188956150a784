import { canViewDashboard } from '@labbench/contract/rules';
import type { CategorySurveyDetail } from '@labbench/contract/rules';
import { localStore } from '../browser-storage.ts';

/**
 * The dashboard-view flags of §3: per category (CL, HL, ML, BB) whether the lab's dashboard may be viewed, kept in
 * local storage so the category tabs show at once on the next visit, refreshed from the server, forgotten on sign-out.
 */
export const DASHBOARD_FLAGS_KEY = 'dashboardViewFlags';

export const FLAGGED_CATEGORIES = ['CL', 'HL', 'ML', 'BB'] as const;
export type FlaggedCategory = (typeof FLAGGED_CATEGORIES)[number];
export type DashboardFlags = Record<FlaggedCategory, boolean>;

interface StoredFlags {
  /** The flags belong to one lab: another lab signing in on this browser must not see them. */
  labCode: string;
  flags: DashboardFlags;
}

function isStoredFlags(value: unknown): value is StoredFlags {
  if (typeof value !== 'object' || value === null) return false;
  const { labCode, flags } = value as Record<string, unknown>;
  if (typeof labCode !== 'string' || typeof flags !== 'object' || flags === null) return false;
  return FLAGGED_CATEGORIES.every((c) => typeof (flags as Record<string, unknown>)[c] === 'boolean');
}

/** The cached flags of this lab, or null when none are kept (or they belong to another lab, or do not parse). */
export function readDashboardFlags(labCode: string, storage: Storage = localStore): DashboardFlags | null {
  const raw = storage.getItem(DASHBOARD_FLAGS_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isStoredFlags(parsed)) {
    storage.removeItem(DASHBOARD_FLAGS_KEY);
    return null;
  }
  return parsed.labCode === labCode ? parsed.flags : null;
}

export function writeDashboardFlags(labCode: string, flags: DashboardFlags, storage: Storage = localStore): void {
  storage.setItem(DASHBOARD_FLAGS_KEY, JSON.stringify({ labCode, flags } satisfies StoredFlags));
}

export function clearDashboardFlags(storage: Storage = localStore): void {
  storage.removeItem(DASHBOARD_FLAGS_KEY);
}

/** The flags from the lab's survey details (§4: can_view_rpt and lab_status A or P); a category not listed is off. */
export function dashboardFlagsOf(details: Partial<Record<string, CategorySurveyDetail>>): DashboardFlags {
  const flags = { CL: false, HL: false, ML: false, BB: false };
  for (const category of FLAGGED_CATEGORIES) {
    const detail = details[category];
    flags[category] = !!detail && canViewDashboard(category, detail);
  }
  return flags;
}

/** The flagged categories that are on, in tab order. */
export function viewableCategories(flags: DashboardFlags | null): FlaggedCategory[] {
  return flags ? FLAGGED_CATEGORIES.filter((c) => flags[c]) : [];
}

import type { SurveyCategory } from '@labbench/contract';
import { SURVEY_CATEGORIES, SURVEY_TYPES } from '@labbench/contract/constants';

/** §4: the lab code when the entry address carries an empty id (the demo lab). */
export const DEFAULT_LAB_CODE = 'DEMO-CL-001';

/** The lab code in the base64 segment of an entry address; null when it is not base64 of a plain code. */
export function decodeLabCode(id: string | undefined): string | null {
  if (!id) return DEFAULT_LAB_CODE;
  const normalized = id.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalized)) return null;
  try {
    const decoded = atob(normalized).trim();
    return /^[A-Za-z0-9_-]{1,40}$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The category of an entry address: its code (CL, ML, … in any case) or name code (core_lab, …); else null. */
export function entryCategory(value: string | undefined): SurveyCategory | null {
  const upper = (value ?? '').toUpperCase();
  if ((SURVEY_CATEGORIES as readonly string[]).includes(upper)) return upper as SurveyCategory;
  return SURVEY_TYPES.find((type) => type.nameCode === value)?.code ?? null;
}

/** §4: once a China lab's response is accepted, the entry leads to that category's dashboard. */
export function chinaDashboardPath(category: SurveyCategory): string {
  if (category === 'CL') return '/dashboard';
  if (category === 'ML') return '/dashboard/molecular_diagnostic_lab';
  if (category === 'HL') return '/dashboard/histopathlogy_lab';
  return '/dashboard/blood_bank';
}

import { SURVEY_CATEGORIES, SURVEY_TYPES } from '@labbench/contract/constants';
import type { KpiArea, SurveyCategory } from '@labbench/contract';

/** The areas with a route of their own (§2); productivity is shown on /dashboard. */
export const AREA_ROUTES = ['quality', 'speed', 'cost'] as const satisfies readonly KpiArea[];

/** What a dashboard address asks for: one area (null: all of them) and a category named by the path, if any. */
export interface DashboardTarget {
  area: KpiArea | null;
  pathCategory: SurveyCategory | null;
}

/** `/dashboard/speed` → the speed area; `/dashboard/blood_bank` → BB (the China redirect targets of §4). */
export function dashboardTarget(pathname: string): DashboardTarget {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const area = (AREA_ROUTES as readonly string[]).includes(last) ? (last as KpiArea) : null;
  const pathCategory = SURVEY_TYPES.find((s) => s.nameCode === last)?.code ?? null;
  return { area, pathCategory };
}

export function isSurveyCategory(value: string | null): value is SurveyCategory {
  return value !== null && (SURVEY_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The category shown: the one the path names, else `?category=`, else the first viewable one, else the core lab (whose
 * answer then says why there is no dashboard).
 */
export function dashboardCategory(
  target: DashboardTarget,
  queryCategory: string | null,
  viewable: readonly SurveyCategory[],
): SurveyCategory {
  if (target.pathCategory) return target.pathCategory;
  if (isSurveyCategory(queryCategory)) return queryCategory;
  return viewable[0] ?? 'CL';
}

/** The address of a category's dashboard that keeps the area page the user is on. */
export function categoryHref(pathname: string, category: SurveyCategory): string {
  const { area } = dashboardTarget(pathname);
  return `${area ? `/dashboard/${area}` : '/dashboard'}?category=${category}`;
}

/** The path segment of a category in /report/:categoryNameCode and /dashboard/:nameCode. */
export function categoryNameCode(category: SurveyCategory): string {
  return SURVEY_TYPES.find((s) => s.code === category)?.nameCode ?? 'core_lab';
}

export function categoryOfNameCode(nameCode: string | undefined): SurveyCategory | null {
  return SURVEY_TYPES.find((s) => s.nameCode === nameCode)?.code ?? null;
}

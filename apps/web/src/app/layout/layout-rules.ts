import type { UserType } from '@labbench/contract';

/** Report pages stand on their own: no header, no footer (§2 route table). */
export function isReportPath(pathname: string): boolean {
  return pathname.startsWith('/report');
}

/** On the China site, users who came through a lab-code entry link count as external (§6). */
const LAB_CODE_ENTRY_PREFIXES = ['/labcode/', '/insightschina/'];

export interface FooterContext {
  pathname: string;
  /** The whole address: "/survey" anywhere in it hides the footer, query included. */
  href: string;
  isChinaSite: boolean;
  userType: UserType | null;
}

export function isFooterVisible({ pathname, href, isChinaSite, userType }: FooterContext): boolean {
  if (isReportPath(pathname) || href.includes('/survey')) return false;
  if (!isChinaSite) return true;
  const external = userType === 'external' || LAB_CODE_ENTRY_PREFIXES.some((p) => pathname.startsWith(p));
  return !external;
}

/** The translate toggle is never offered on PDF report pages (§6). */
export function isTranslateToggleAllowed(pathname: string): boolean {
  return !pathname.startsWith('/dashboard/pdf-report');
}

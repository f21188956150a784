import type { UserType } from '@labbench/contract';
import { isExternalArrival, isLabCodeEntryPath } from '../../lib/external-arrival.ts';

/** Report pages stand on their own: no header, no footer (§2 route table). */
export function isReportPath(pathname: string): boolean {
  return pathname.startsWith('/report');
}

export interface ExternalContext {
  pathname: string;
  isChinaSite: boolean;
  userType: UserType | null;
  /** This browser session arrived by a lab-code entry or a partner link (lib/external-arrival.ts); read when left out. */
  externalArrival?: boolean;
}

/**
 * §6 on the China site: an external visitor arrived by a lab-code entry or from a partner site (or is on an entry
 * now). Staff never count: their view-as-lab banner and staff menu stay whatever way they arrived.
 */
export function isExternalVisitorOnChina({
  pathname,
  isChinaSite,
  userType,
  externalArrival = isExternalArrival(),
}: ExternalContext): boolean {
  if (!isChinaSite || userType === 'internal') return false;
  return externalArrival || isLabCodeEntryPath(pathname);
}

export interface FooterContext extends ExternalContext {
  /** The whole address: "/survey" anywhere in it hides the footer, query included. */
  href: string;
}

/**
 * §2 Footer: hidden on report pages, anywhere the address contains /survey, and on the China site for external
 * users: external visitors (§6), and signed-in users of type external as before.
 */
export function isFooterVisible(context: FooterContext): boolean {
  const { pathname, href, isChinaSite, userType } = context;
  if (isReportPath(pathname) || href.includes('/survey')) return false;
  if (!isChinaSite) return true;
  return userType !== 'external' && !isExternalVisitorOnChina(context);
}

/** The translate toggle is never offered on PDF report pages (§6). */
export function isTranslateToggleAllowed(pathname: string): boolean {
  return !pathname.startsWith('/dashboard/pdf-report');
}

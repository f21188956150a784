import { sessionStore } from './browser-storage.ts';
/**
 * §6: external users are recognised by how they arrived — through a lab-code entry (`/labcode/…`,
 * `/insightschina/…`) or from a partner site whose links carry `?partner=<name>`. The mark lasts for the browser
 * session (this tab, reloads included) in session storage; the server keeps nothing of it.
 */
export const EXTERNAL_ARRIVAL_KEY = 'externalArrival';

/** The lab-code entries (§2 route table), after an optional COUNTRY_language prefix. */
const LAB_CODE_ENTRY = /^\/(?:[A-Za-z]{2,3}_[A-Za-z]+\/)?(?:labcode|insightschina)\//;

/**
 * The partner-site marker: query `partner` with a plain name, so it survives the COUNTRY_language prefix and any
 * route; any other value is not a marker.
 */
const PARTNER_MARKER = /[?&]partner=[\w.-]{1,40}(?:&|$)/;

/** True on a lab-code entry's address. */
export function isLabCodeEntryPath(pathname: string): boolean {
  return LAB_CODE_ENTRY.test(pathname);
}

/** True when an address carries an external marker: a lab-code entry's path, or the partner-site query. */
export function hasExternalMarker({ pathname, search }: { pathname: string; search: string }): boolean {
  return isLabCodeEntryPath(pathname) || PARTNER_MARKER.test(search);
}

/** Marks this browser session as having arrived externally (the lab-code entries call it too). */
export function markExternalArrival(storage: Storage = sessionStore): void {
  storage.setItem(EXTERNAL_ARRIVAL_KEY, '1');
}

/** Whether this browser session arrived through a lab-code entry or from a partner site. */
export function isExternalArrival(storage: Storage = sessionStore): boolean {
  return storage.getItem(EXTERNAL_ARRIVAL_KEY) === '1';
}

// The page's first address, before the router strips a prefix or a sign-in redirect: a partner or lab-code link
// opens the portal as a new page.
if (typeof window !== 'undefined' && hasExternalMarker(window.location)) markExternalArrival();

/**
 * The searchLabs view may only be opened through `register/{labId}` (§2); the permission is kept in
 * session storage so a reload restores the view, and any other navigation takes it away.
 */
import { SEARCH_LABS_KEY } from '../lib/search-labs-lab.ts';
import { sessionStore } from '../lib/browser-storage.ts';

const REGISTER_LAB = /^\/register\/([^/]+)\/?$/i;

export const SEARCH_LABS_PATH = '/searchLabs';

/** The lab id of a `register/{labId}` address, else null. */
export function registerLabId(pathname: string): string | null {
  const match = REGISTER_LAB.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

export function allowSearchLabsView(labId: string): void {
  sessionStore.setItem(SEARCH_LABS_KEY, labId);
}

export function isSearchLabsViewAllowed(): boolean {
  return sessionStore.getItem(SEARCH_LABS_KEY) !== null;
}

/** Called on every navigation. Route paths match case-insensitively, so this does too. */
export function forgetSearchLabsViewOutside(pathname: string): void {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (path === SEARCH_LABS_PATH.toLowerCase() || registerLabId(pathname) !== null) return;
  sessionStore.removeItem(SEARCH_LABS_KEY);
}

import { SEARCH_LABS_PATH, registerLabId } from './search-labs-view.ts';

/**
 * Addresses of the route table (§2) that only lead elsewhere: the empty path, the content-viewing
 * registration (query kept) and `register/{labId}`. Route paths match case-insensitively, so these do too.
 */
export function passThroughTarget(pathname: string, search: string): string | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (path === '/') return `/home${search}`;
  if (path === '/content-viewing-registration') return `/registration${search}`;
  if (registerLabId(pathname) !== null) return SEARCH_LABS_PATH;
  return null;
}

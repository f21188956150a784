import { DESTINATION_PARAM, internalPath, isLoginRoute } from '../../lib/session/login-initiator.ts';

export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * Guard 4 (§2): /login is always entered; first the login initiator is recorded: the `destination` query
 * when it names a page of this site, else the address the user is leaving, unless that is itself a login
 * route (a reload of /login, or /login as the first page of the visit). `undefined`: record nothing, so the user
 * lands on their default page; the China site does the same (issue 18: a China lab user lands where an APAC one does).
 */
export function loginRouteGuard(loginSearch: string, current: PageAddress): string | undefined {
  const destination = internalPath(new URLSearchParams(loginSearch).get(DESTINATION_PARAM));
  if (destination) return destination;
  if (isLoginRoute(current.pathname)) return undefined;
  return `${current.pathname}${current.search}`;
}

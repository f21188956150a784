import { DESTINATION_PARAM, internalPath, isLoginRoute } from '../../lib/session/login-initiator.ts';

export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * Guard 4 (§2): /login is always entered; first the login initiator is recorded: the `destination` query
 * when it names a page of this site, else the address the user is leaving, unless that is itself a login
 * route (a reload of /login, or /login as the first page of the visit). `undefined`: record nothing.
 * On the China site an address with login in it records /home instead (§4 "Login initiator").
 */
export function loginRouteGuard(loginSearch: string, current: PageAddress, isChinaSite: boolean): string | undefined {
  const destination = internalPath(new URLSearchParams(loginSearch).get(DESTINATION_PARAM));
  if (destination) return destination;
  if (isLoginRoute(current.pathname)) return isChinaSite ? '/home' : undefined;
  return `${current.pathname}${current.search}`;
}

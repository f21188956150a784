import { redirect, replace } from 'react-router';
import type { MiddlewareFunction } from 'react-router';
import { isTokenExpired } from '@labbench/contract/rules';
import { isChinaSite } from '../../config/portal-config.ts';
import { authStore } from '../../lib/session/auth-store.ts';
import { recordLoginInitiator } from '../../lib/session/login-initiator.ts';
import type { Guard, GuardContext } from './guard.ts';
import { loginRouteGuard } from './login-route-guard.ts';

function guardContext(request: Request): GuardContext {
  const { token, session, loginState } = authStore.get();
  const { pathname, search } = new URL(request.url);
  return {
    session: token && !isTokenExpired(token) ? session : null,
    loginState,
    isChinaSite,
    pathname,
    search,
  };
}

/**
 * Redirects replace the history entry when the browser already shows the address asked for (first load,
 * back/forward), so that Back does not land on the guarded address again; after a click they push.
 */
export function redirectFrom(request: Request, to: string): Response {
  const asked = new URL(request.url);
  const shown = window.location;
  return asked.pathname === shown.pathname && asked.search === shown.search ? replace(to) : redirect(to);
}

/**
 * Route middleware that runs the guards in order; the first that objects decides where to go. Middleware
 * runs from the root down before any loader, so an outer decision (the address prefix) comes first.
 */
export function guardMiddleware(...guards: Guard[]): MiddlewareFunction {
  return ({ request }) => {
    const context = guardContext(request);
    for (const guard of guards) {
      const to = guard(context);
      if (to) throw redirectFrom(request, to);
    }
  };
}

/**
 * The login-route guard. While a navigation runs, the browser still shows the page being left: that is
 * the "current URL" of §2.
 */
export const loginRouteMiddleware: MiddlewareFunction = ({ request }) => {
  const initiator = loginRouteGuard(new URL(request.url).search, window.location);
  if (initiator !== undefined) recordLoginInitiator(initiator);
};

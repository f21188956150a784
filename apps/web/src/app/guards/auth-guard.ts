import { loginPath } from '../../lib/session/login-initiator.ts';
import type { Guard } from './guard.ts';

/**
 * Guard 1 (§2): an unauthenticated visitor goes to /login, lab sign-in when the route asks for it. The
 * page asked for travels as `destination`, which the login-route guard records as the login initiator.
 */
export function authGuard(regFor?: 'lab'): Guard {
  return ({ session, pathname, search }) => (session ? null : loginPath(`${pathname}${search}`, regFor));
}

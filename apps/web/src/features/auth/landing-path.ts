import type { UserType } from '@labbench/contract';
import { isLoginRoute } from '../../lib/session/login-initiator.ts';

/** Pages of the sign-in and password flows: coming back to them after signing in would be a dead end. */
const ACCOUNT_FLOW_PATHS = [
  '/change-password',
  '/forgot-password',
  '/forgot-password-success',
  '/successfull-reset',
  '/confirm-password',
  '/registration',
];

function isAccountFlowPath(path: string): boolean {
  const pathname = path.split('?')[0]!;
  return isLoginRoute(pathname) || ACCOUNT_FLOW_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Where a successful sign-in goes (§4): the remembered initiator with its query, else the staff admin
 * area for internal users and the survey area for everyone else.
 */
export function landingPath(userType: UserType, initiator: string | null, companySlug: string): string {
  if (initiator && !isAccountFlowPath(initiator)) return initiator;
  return userType === 'internal' ? `/${companySlug}-admin` : '/survey';
}

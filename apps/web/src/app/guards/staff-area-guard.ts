import type { Guard } from './guard.ts';

/**
 * Internal users are not lab users (§2 Header: staff get the staff-admin item instead of benchmarking): in the lab
 * area, staff who are not viewing a lab go where staff work, not to registration for a lab they will never have.
 */
export function staffAreaGuard(staffAdminPath: string): Guard {
  return ({ session }) =>
    session?.user.userType === 'internal' && !session.currentUser?.labCode ? staffAdminPath : null;
}

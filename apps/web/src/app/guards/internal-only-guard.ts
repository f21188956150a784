import type { Guard } from './guard.ts';

/** Guard 3 (§2): only an internal user with no current (lab) user loaded passes; everyone else goes home. */
export const internalOnlyGuard: Guard = ({ session }) =>
  session?.user.userType === 'internal' && session.currentUser === null ? null : '/home';

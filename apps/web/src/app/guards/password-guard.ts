import type { Guard } from './guard.ts';

/**
 * Guard 6 (§2), for /change-password: signed in, or sent here by sign-in because the password must
 * change (forced, expired or due); anyone else goes to /login.
 */
export const passwordGuard: Guard = ({ session, loginState }) =>
  session || loginState.forceChangePassword || loginState.isPasswordExpired || loginState.isPasswordToBeChanged
    ? null
    : '/login';

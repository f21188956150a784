import type { Guard } from './guard.ts';

/** The translation tool's pages (issue 15): only a signed-in user with permission LT; anyone else goes home. */
export const translatorGuard: Guard = ({ session }) => (session?.user.userPermission.includes('LT') ? null : '/home');

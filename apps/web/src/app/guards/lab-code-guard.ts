import type { Guard } from './guard.ts';

/** Guard 2 (§2): a signed-in user without a lab code goes to registration, except on the China site. */
export const labCodeGuard: Guard = ({ session, isChinaSite }) =>
  session && !isChinaSite && !session.currentUser?.labCode ? '/registration' : null;

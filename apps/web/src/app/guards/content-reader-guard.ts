import type { Guard } from './guard.ts';

/** Guard 5 (§2): content readers are sent to upgrade to full site access. */
export const contentReaderGuard: Guard = ({ session }) =>
  session?.user.userType === 'contentreader' ? '/full-site-access-registration' : null;

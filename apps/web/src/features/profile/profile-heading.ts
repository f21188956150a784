import type { Session } from '@labbench/contract';
import { isProfileIncomplete } from './profile-banner.ts';

export interface ProfileHeading {
  titleKey: string;
  sublineKey?: string;
}

/**
 * The heading of /complete-profile says what the page is (§2 "Complete Profile / final step"): the final step of
 * registration while the profile is incomplete, the user's own profile once it is complete.
 */
export function completeProfileHeading(session: Session | null): ProfileHeading {
  return isProfileIncomplete(session)
    ? { titleKey: 'pages.completeProfile.title', sublineKey: 'profile.finalStep' }
    : { titleKey: 'pages.myProfile.title' };
}

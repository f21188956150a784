import type { Session } from '@labbench/contract';

/** Pages where the banner would only point at the page already shown, or interrupt its own thank-you. */
const PROFILE_PATHS = ['/complete-profile', '/view-profile', '/registration/thankYou'];

/** §2 "Profile-incomplete banner": the user has not completed the profile yet. */
export function isProfileIncomplete(session: Session | null): boolean {
  if (!session) return false;
  const { preRegstatus, preregisterUser, fullName } = session.user;
  return preRegstatus === 'incomplete' || (preregisterUser === 'Yes' && fullName.trim() === '');
}

export interface BannerContext {
  session: Session | null;
  pathname: string;
  /** `location.key` of the page on which the user closed the banner, if any. */
  closedOn: string | null;
  /** `location.key` of the page shown now. */
  locationKey: string;
}

/**
 * Shown while the profile is incomplete, except on the profile pages. Closing hides it for the page shown;
 * a route event (a new location key) clears that, so the reminder comes back on the next page (docs/decisions.md).
 */
export function isProfileBannerVisible({ session, pathname, closedOn, locationKey }: BannerContext): boolean {
  if (!isProfileIncomplete(session)) return false;
  if (PROFILE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  return closedOn !== locationKey;
}

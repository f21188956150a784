import { DESTINATION_PARAM } from '../../lib/session/login-initiator.ts';
import type { Guard } from './guard.ts';

export const VIEW_PROFILE_PATH = '/view-profile';

/**
 * §2 /view-profile "forced when profile must be updated": a lab user whose record says forceUpdateProfile Y
 * updates the profile first; the page asked for travels as `destination`, where /view-profile continues.
 */
export const forceProfileUpdateGuard: Guard = ({ session, pathname, search }) => {
  if (session?.currentUser?.forceUpdateProfile !== 'Y') return null;
  const query = new URLSearchParams({ [DESTINATION_PARAM]: `${pathname}${search}` });
  return `${VIEW_PROFILE_PATH}?${query.toString()}`;
};

import { internalPath } from '../../lib/session/login-initiator.ts';

/** Query parameter of /registration/thankYou (§2). */
export const CONTENT_READER_UPDATE_PARAM = 'content_reader_update';

/** Pages that make no sense to return to after the profile update: the profile flow itself and §4's /successfull-reset. */
const NOT_A_TARGET = ['/successfull-reset', '/complete-profile', '/view-profile', '/registration/thankYou'];

/**
 * Where the thank-you page goes after 3 s (§4 "Profile update"): the page that started the login, else /survey.
 * A content reader has no survey area (the content-reader guard would send them on to full-site registration),
 * so their default is /home (docs/decisions.md).
 */
export function thankYouTarget(initiator: string | null, contentReader: boolean): string {
  const path = internalPath(initiator);
  const pathname = path?.split(/[?#]/)[0];
  if (path && pathname && !NOT_A_TARGET.includes(pathname)) return path;
  return contentReader ? '/home' : '/survey';
}

export function thankYouPath(contentReader: boolean): string {
  return `/registration/thankYou?${CONTENT_READER_UPDATE_PARAM}=${String(contentReader)}`;
}

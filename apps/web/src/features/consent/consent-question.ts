import type { Session } from '@labbench/contract';

/** Pages of the profile flow: the question waits until the final step is done. */
const QUIET_PATHS = ['/complete-profile', '/view-profile', '/registration/thankYou'];

/** Session-storage key: the token of the sign-in session in which the question was answered or put off. */
const ANSWERED_KEY = 'consentQuestionAnswered';

export interface ConsentQuestionContext {
  session: Session | null;
  token: string | null;
  pathname: string;
  /** Token of the session in which the user already answered (also "Not now"). */
  answeredIn: string | null;
}

/**
 * §4 consent enum: a signed-in user whose choice is `didnotask` or `ignored` is asked once per sign-in
 * session; not while completing the profile, which has its own privacy section.
 */
export function shouldAskConsent({ session, token, pathname, answeredIn }: ConsentQuestionContext): boolean {
  if (!session || !token) return false;
  const { consentChoice } = session.user;
  if (consentChoice !== 'didnotask' && consentChoice !== 'ignored') return false;
  if (QUIET_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  return answeredIn !== token;
}

/** True when the privacy text of the question is Korea's (§5 consent rule). */
export function isKoreaConsent(countryCode: string | null): boolean {
  return countryCode?.toUpperCase() === 'KR';
}

export function readAnsweredIn(storage: Storage = sessionStorage): string | null {
  return storage.getItem(ANSWERED_KEY);
}

export function rememberAnswered(token: string, storage: Storage = sessionStorage): void {
  storage.setItem(ANSWERED_KEY, token);
}

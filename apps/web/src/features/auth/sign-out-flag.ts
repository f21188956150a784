import { TIMERS_MS } from '@labbench/contract/constants';

/**
 * Raised for a minute after signing out (§4), so the single-logout frames of the SSO providers can end
 * those sessions too. Holds its own expiry, so a reload inside the minute does not leave it up for good.
 */
const SIGN_OUT_FLAG_KEY = 'signOutFlag';

export function raiseSignOutFlag(storage: Storage = sessionStorage, now: number = Date.now()): void {
  storage.setItem(SIGN_OUT_FLAG_KEY, String(now + TIMERS_MS.signOutFlag));
  setTimeout(() => storage.removeItem(SIGN_OUT_FLAG_KEY), TIMERS_MS.signOutFlag);
}

export function isSignOutFlagRaised(storage: Storage = sessionStorage, now: number = Date.now()): boolean {
  return now < Number(storage.getItem(SIGN_OUT_FLAG_KEY) ?? 0);
}

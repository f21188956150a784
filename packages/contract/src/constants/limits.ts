/** Business limits and timers of §9. */
export const LIMITS = {
  maxTextLength: 100,
  maxEmailLength: 100,
  maxEmailOverall: 254,
  maxEmailLocalPart: 64,
  maxOldPassword: 50,
  minPassword: 8,
  maxNewPassword: 25,
  maxConfirmPagePassword: 50,
  maxOtp: 10,
  pageSize: 10,
} as const;

export const TIMERS_MS = {
  resend: 30_000,
  redirectAfterProfileUpdate: 3_000,
  thankYouAfterModal: 1_000,
  toast: 5_000,
  loginFlag: 6_000,
  surveyPolling: 60_000,
  signOutFlag: 60_000,
  chinaScrollTop: 100,
  fragmentScrollRepeat: 2_000,
  reportUrlRevoke: 40_000,
} as const;

/** Scroll arrow flips direction this close to the page bottom. */
export const SCROLL_ARROW_SWITCH_PX = 100;
/** Local-storage key of the auth record (§3). */
export const AUTH_STORAGE_KEY = 'dlba';

/** Error codes and header names of the API, without zod, so the browser's first screen can use them cheaply. */
import type { ErrorData } from './envelope.ts';

/**
 * Numeric codes of the spec's error catalogue (§8); other failures carry a short string code.
 * The HTTP status tells the class: 200 outcome, 400 payload, 401 token, 403 forbidden, 404 unknown request, 429, 500,
 * 503 retryable (the database is briefly out of reach).
 */
export const ERROR_CODES = {
  loginValidation: 101,
  noUserForLab: 103,
  wrongPassword: 104,
  forcedLogout: 106,
  emailNotVerified: 110,
  emailVerificationCode: 113,
  surveyExists: 114,
  passwordExpired: 120,
  forgotPasswordInvalidEmail: 121,
  passwordMustChange: 130,
} as const;

export const STRING_ERROR_CODES = {
  invalidJson: 'invalid_json',
  /** A body over the API's size limit (HTTP 413, docs/security.md "Body limit"). */
  payloadTooLarge: 'payload_too_large',
  invalidPayload: 'invalid_payload',
  unknownRequest: 'unknown_request',
  invalidCredentials: 'invalid_credentials',
  xsrf: 'xsrf_mismatch',
  forbidden: 'forbidden',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
  /** The database cannot be reached for a moment (restart, network): HTTP 503, the same call may be tried again. */
  databaseUnavailable: 'database_unavailable',
  captchaInvalid: 'captcha_invalid',
  /** Sign-in needs a captcha solution after repeated failures (ValidateUser `captcha`). */
  captchaRequired: 'captcha_required',
  /** A company address must sign in through single sign-on (§6). */
  ssoRequired: 'sso_required',
  /** Registration with an address of the company's own domains (§6 "company user error"). */
  companyUser: 'company_user',
  /** Registration with an address that already has an account (§5 "already in use"). */
  emailExists: 'email_exists',
  /** A provider's sign-in failed or was cancelled; the token-login message carries it (§4). */
  signInFailed: 'sign_in_failed',
  /** A survey link that was revoked (a newer one replaced it). */
  surveyLinkRevoked: 'survey_link_revoked',
  /** A survey link of a round that has finished. */
  surveyRoundClosed: 'survey_round_closed',
  /** A survey link token that matches no link. */
  surveyLinkUnknown: 'survey_link_unknown',
  /** Answers sent to a response already submitted or validated. */
  surveySubmitted: 'survey_submitted',
  /** A lab code that is malformed or names no lab (China entry; elsewhere the answer is 403, D32). */
  unknownLabCode: 'unknown_lab_code',
  /** The call needs another site (the China lab entry answers on the China site only). */
  wrongSite: 'wrong_site',
  /** A response or question that is not there. */
  notFound: 'not_found',
  /** The action does not fit the response's state (e.g. validating one not yet submitted or still processing). */
  invalidState: 'invalid_state',
  /** PDF reports are off on this server: no Chromium was found, or CHROMIUM_PATH=off (the HTML report still works). */
  reportUnavailable: 'report_unavailable',
  /** Too many PDF reports are waiting already: try again in a moment. */
  reportBusy: 'report_busy',
  /** The PDF report took longer than REPORT_TIMEOUT_MS. */
  reportTimeout: 'report_timeout',
  /** The report page failed to render, or the browser failed while printing it. */
  reportFailed: 'report_failed',
  /** A report grant that is unknown, already used or expired: one answer for all three. */
  reportGrantInvalid: 'report_grant_invalid',
  /** A newsletter confirmation or unsubscribe link that is unknown, used or expired: one answer for all three. */
  newsletterLinkInvalid: 'newsletter_link_invalid',
  /** A content slug or page key another item already has. */
  contentConflict: 'content_conflict',
} as const;

export function isErrorData(data: unknown): data is ErrorData {
  return typeof data === 'object' && data !== null && 'error' in data;
}

/** Header names of the API. */
export const TOKEN_HEADER = 'Token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

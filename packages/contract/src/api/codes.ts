/** Error codes and header names of the API, without zod, so the browser's first screen can use them cheaply. */
import type { ErrorData } from './envelope.ts';

/**
 * Numeric codes of the spec's error catalogue (§8); other failures carry a short string code.
 * The HTTP status tells the class: 200 outcome, 400 payload, 401 token, 403 forbidden, 404 unknown request, 429, 500.
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
  invalidPayload: 'invalid_payload',
  unknownRequest: 'unknown_request',
  invalidCredentials: 'invalid_credentials',
  xsrf: 'xsrf_mismatch',
  forbidden: 'forbidden',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
  captchaInvalid: 'captcha_invalid',
} as const;

export function isErrorData(data: unknown): data is ErrorData {
  return typeof data === 'object' && data !== null && 'error' in data;
}

/** Header names of the API. */
export const TOKEN_HEADER = 'Token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

import { z } from 'zod';

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
} as const;

/** One field that failed the payload schema: its dotted path and the message key. */
export const fieldErrorSchema = z.object({
  /** Dotted path of the field in the payload, e.g. `email`. */
  field: z.string(),
  /** Translatable message key. */
  message: z.string(),
});

export const apiErrorSchema = z.object({
  /** Numeric code of §8 where the spec has one, else a short string code. */
  code: z.union([z.number().int(), z.string()]),
  /** i18n key of the message to show, under `errors.` in the translation files. */
  message: z.string(),
  /** The failing fields, for a payload that fails its schema. */
  fields: z.array(fieldErrorSchema).optional(),
  /** The user concerned, for the sign-in outcomes that lead to /change-password (110, 120, 130). */
  userId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorDataSchema = z.object({ error: apiErrorSchema });
export type ErrorData = z.infer<typeof errorDataSchema>;

/** Every response body: `{ data }`, with `token` when the server issues a new session token. */
export interface Envelope<T> {
  data: T | ErrorData;
  token?: string;
}

export function isErrorData(data: unknown): data is ErrorData {
  return typeof data === 'object' && data !== null && 'error' in data;
}

/** Header names of the API. */
export const TOKEN_HEADER = 'Token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

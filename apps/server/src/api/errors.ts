import { ERROR_CODES, STRING_ERROR_CODES } from '@labbench/contract';
import type { ApiError, FieldError } from '@labbench/contract';
import type { z } from 'zod';

/**
 * A failure a handler or the dispatcher answers with: HTTP status plus the `error` of the envelope.
 * Sign-in outcomes (wrong password, 110/120/130) use status 200: they are answers, not faults.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(`${status} ${error.code}`);
  }
}

/** Message keys live under `errors.` in the translation files. */
export const failures = {
  invalidJson: () => new ApiFailure(400, { code: STRING_ERROR_CODES.invalidJson, message: 'errors.invalidRequest' }),
  payloadTooLarge: () =>
    new ApiFailure(413, { code: STRING_ERROR_CODES.payloadTooLarge, message: 'errors.payloadTooLarge' }),
  invalidPayload: (fields: FieldError[]) =>
    new ApiFailure(400, { code: STRING_ERROR_CODES.invalidPayload, message: 'errors.invalidRequest', fields }),
  sessionExpired: () => new ApiFailure(401, { code: ERROR_CODES.forcedLogout, message: 'errors.sessionExpired' }),
  xsrf: () => new ApiFailure(403, { code: STRING_ERROR_CODES.xsrf, message: 'errors.processError' }),
  forbidden: () => new ApiFailure(403, { code: STRING_ERROR_CODES.forbidden, message: 'errors.forbidden' }),
  unknownRequest: () =>
    new ApiFailure(404, { code: STRING_ERROR_CODES.unknownRequest, message: 'errors.processError' }),
  tooManyRequests: () =>
    new ApiFailure(429, { code: STRING_ERROR_CODES.tooManyRequests, message: 'errors.tooManyAttempts' }),
  internal: () => new ApiFailure(500, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' }),
  databaseUnavailable: () =>
    new ApiFailure(503, { code: STRING_ERROR_CODES.databaseUnavailable, message: 'errors.serviceUnavailable' }),
};

/**
 * zod issues → `[{ field, message }]`: the contract's own message key (`validation.…`, §5) where the schema names one,
 * else a generic key by issue code, e.g. `errors.validation.too_big`.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message.startsWith('validation.') ? issue.message : `errors.validation.${issue.code}`,
  }));
}

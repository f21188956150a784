import { STRING_ERROR_CODES } from '@labbench/contract';
import type { ApiError } from '@labbench/contract';

/** §8 "missing or odd response": 'Error in process, please submit again'. */
export const PROCESS_ERROR_KEY = 'errors.processError';
const TOO_MANY_KEY = 'errors.tooManyAttempts';
/** The database was briefly out of reach (503): try again in a moment. */
const UNAVAILABLE_KEY = 'errors.serviceUnavailable';

/** Whether the interface texts have a key (i18next `exists`), so an unknown server key never shows raw. */
export type KnowsKey = (key: string) => boolean;

/** What a password screen does with a failed call that has no meaning of its own on that screen. */
export type CallFailure<F extends string> =
  /** The server refused named fields of the form (HTTP 400): shown under those fields, input kept. */
  | { kind: 'fields'; fields: { field: F; messageKey: string }[] }
  /** A message for the whole form; `code` is kept for display (§8: other codes are stored and shown). */
  | { kind: 'message'; messageKey: string; code: number | string | null };

/** Codes that say nothing the user can act on: only "Error in process" is shown for them. */
export const SILENT_CODES: readonly (number | string)[] = [STRING_ERROR_CODES.internal, 'network_error'];

export function callFailure<F extends string>(
  status: number,
  error: ApiError,
  formFields: readonly F[],
  knows: KnowsKey,
): CallFailure<F> {
  if (status === 429 || error.code === STRING_ERROR_CODES.tooManyRequests) {
    return { kind: 'message', messageKey: TOO_MANY_KEY, code: null };
  }
  const fields = (error.fields ?? [])
    .filter((f): f is { field: F; message: string } => (formFields as readonly string[]).includes(f.field))
    .filter((f) => knows(f.message))
    .map((f) => ({ field: f.field, messageKey: f.message }));
  if (status === 400 && fields.length > 0) return { kind: 'fields', fields };
  if (error.code === STRING_ERROR_CODES.databaseUnavailable)
    return { kind: 'message', messageKey: UNAVAILABLE_KEY, code: null };
  if (status === 0 || status >= 500 || SILENT_CODES.includes(error.code)) {
    return { kind: 'message', messageKey: PROCESS_ERROR_KEY, code: null };
  }
  return { kind: 'message', messageKey: knows(error.message) ? error.message : PROCESS_ERROR_KEY, code: error.code };
}

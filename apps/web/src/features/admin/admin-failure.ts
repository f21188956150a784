import { ADMIN_ERRORS } from '@labbench/contract';
import { callFailure } from '../../lib/call-failure.ts';
import type { KnowsKey } from '../../lib/call-failure.ts';
import type { ApiCallError } from '../../lib/api-client.ts';

/** What a staff form does with a refused save. */
export type AdminFailure<F extends string> =
  /** D58: someone else saved first; the form shows their values beside the user's edits, which stay. */
  | { kind: 'conflict' }
  /** The record is gone (deleted or archived by someone else). */
  | { kind: 'gone' }
  /** The server named fields of the form: shown under them, input kept. */
  | { kind: 'fields'; fields: { field: F; messageKey: string }[] }
  /** A message for the whole form. */
  | { kind: 'message'; messageKey: string; code: number | string | null };

export function adminFailure<F extends string>(
  { status, error }: ApiCallError,
  formFields: readonly F[],
  knows: KnowsKey,
): AdminFailure<F> {
  if (error.code === ADMIN_ERRORS.recordChanged.code) return { kind: 'conflict' };
  if (error.code === ADMIN_ERRORS.notFound.code) return { kind: 'gone' };
  return callFailure(status, error, formFields, knows);
}

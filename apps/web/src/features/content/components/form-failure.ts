import { STRING_ERROR_CODES } from '@labbench/contract';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import type { KnowsKey } from '../../../lib/call-failure.ts';
import { showServerFieldMessages } from '../../../lib/field-errors.ts';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';

/**
 * A failed submit of a public form (contact, newsletter): the server's field messages go under the fields (what was
 * typed stays); anything else is one message for the form, null when the fields say it all.
 */
export function showSubmitFailure<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  knows: KnowsKey,
): FailureMessage | null {
  const { status, error: apiError } = toApiCallError(error);
  if (apiError.code === STRING_ERROR_CODES.captchaInvalid)
    return { messageKey: 'password.captcha.invalid', code: null };
  const failure = callFailure(status, apiError, fields, knows);
  if (failure.kind === 'fields') {
    showServerFieldMessages(setError, failure.fields);
    return null;
  }
  return { messageKey: failure.messageKey, code: failure.code };
}

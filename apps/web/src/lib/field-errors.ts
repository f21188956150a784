import { get } from 'react-hook-form';
import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A message the server put under a named field of the form (a 400 with `fields`, see lib/call-failure.ts). */
export interface ServerFieldMessage<F extends string> {
  field: F;
  messageKey: string;
}

/**
 * The i18n key of the message under a field: the form's own rule or the server's. `rename` lets a form say a
 * shared message its own way.
 */
export function fieldMessageKey<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: FieldPath<T>,
  rename: (key: string) => string = (key) => key,
): string | undefined {
  const error: unknown = get(errors, name);
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message !== '' ? rename(message) : undefined;
}

/** Puts the server's messages under the form's fields; what was typed stays. */
export function showServerFieldMessages<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly ServerFieldMessage<FieldPath<T>>[],
): void {
  for (const { field, messageKey } of fields) setError(field, { type: 'server', message: messageKey });
}

/** The translated message under a form field, or undefined when the field is fine. */
export function useFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  rename?: (key: string) => string,
): (name: FieldPath<T>) => string | undefined {
  const { t } = useTranslation();
  return (name: FieldPath<T>) => {
    const key = fieldMessageKey(errors, name, rename);
    return key ? t(key) : undefined;
  };
}

import type { ApiError, FieldError } from '../api/envelope.ts';

/**
 * A submission refused because required answers are missing (D60): nothing changed, and the error's `fields` name
 * every missing answer as `answers.<question code>` with the message `checks.required`.
 */
export const SURVEY_INCOMPLETE = 'survey_incomplete';
/** The message of that refusal (translated by the web under `checks.`). */
export const SURVEY_INCOMPLETE_MESSAGE = 'checks.incomplete';
/** The message key of one missing required answer: a failed check and a field error alike. */
export const MISSING_ANSWER = 'checks.required';

const FIELD_PREFIX = 'answers.';

/** The field errors of a refused submission, one per missing answer, in the order given. */
export function missingAnswerFields(codes: readonly string[]): FieldError[] {
  return codes.map((code) => ({ field: `${FIELD_PREFIX}${code}`, message: MISSING_ANSWER }));
}

/** The question codes a refused submission names; null when the error is not that refusal. */
export function missingAnswersOf(error: Pick<ApiError, 'code' | 'fields'>): string[] | null {
  if (error.code !== SURVEY_INCOMPLETE) return null;
  return (error.fields ?? []).flatMap((f) =>
    f.message === MISSING_ANSWER && f.field.startsWith(FIELD_PREFIX) ? [f.field.slice(FIELD_PREFIX.length)] : [],
  );
}

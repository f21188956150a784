import type { SurveyQuestion } from './questions.ts';
import { choiceValues } from './questions.ts';

/** Message keys of answer errors (translated under `validation.` like every field error). */
export const ANSWER_ERRORS = {
  unknownQuestion: 'validation.surveyUnknownQuestion',
  notANumber: 'validation.surveyNotANumber',
  outOfRange: 'validation.surveyOutOfRange',
  notAChoice: 'validation.surveyNotAChoice',
  tooLong: 'validation.surveyTextTooLong',
} as const;

/**
 * Why an answer cannot be stored, or null when it can. Numeric questions take a finite number within the question's
 * min and max; radiogroups one of their choice values; text questions a string within their maxLength. `null` (a
 * cleared answer) is always allowed: whether a question must be answered is decided at submission, not per save.
 */
export function answerError(question: SurveyQuestion | undefined, value: number | string | null): string | null {
  if (!question) return ANSWER_ERRORS.unknownQuestion;
  if (value === null) return null;
  if (question.type === 'radiogroup')
    return choiceValues(question).includes(String(value)) ? null : ANSWER_ERRORS.notAChoice;
  if (question.inputType === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return ANSWER_ERRORS.notANumber;
    if ((question.min !== undefined && value < question.min) || (question.max !== undefined && value > question.max))
      return ANSWER_ERRORS.outOfRange;
    return null;
  }
  if (typeof value !== 'string') return ANSWER_ERRORS.notAChoice;
  return question.maxLength !== undefined && value.length > question.maxLength ? ANSWER_ERRORS.tooLong : null;
}

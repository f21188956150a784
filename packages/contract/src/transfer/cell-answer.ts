import { hasControlCharacter } from '../validation/control-characters.ts';
import { V } from '../validation/messages.ts';
import { ANSWER_ERRORS, answerError } from '../survey/answer-rules.ts';
import type { SurveyQuestion } from '../survey/questions.ts';

/** A plain decimal number: optional sign, digits with an optional point, optional exponent; no thousands separators. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A cell read as the answer to its question: the value to store (null: no answer), or why it cannot be stored. */
export type CellAnswer = { value: number | string | null; problem: null } | { value: null; problem: string };

/**
 * A cell's text as the answer the form would store: trimmed, empty is no answer, a numeric question takes a plain
 * number, anything else the text itself. Text is never evaluated, so `=1+1` is text (not a number). Then the form's
 * own rules of the question (range, choices, length) decide, with the form's message keys.
 */
export function cellAnswer(question: SurveyQuestion, text: string): CellAnswer {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: null };
  if (hasControlCharacter(trimmed)) return { value: null, problem: V.controlCharacters };
  let value: number | string = trimmed;
  if (question.inputType === 'number') {
    const number = NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!Number.isFinite(number)) return { value: null, problem: ANSWER_ERRORS.notANumber };
    value = number;
  }
  const problem = answerError(question, value);
  return problem ? { value: null, problem } : { value, problem: null };
}

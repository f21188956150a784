import type { SurveyQuestion } from './questions.ts';
import { choiceValues, questionsOf } from './questions.ts';

/** One numeric input value the benchmarks read: a question code and its number. */
export interface InputValue {
  code: string;
  value: number;
}

/** yes/no answers read as 1/0 whatever their position, so every category's yes/no questions compare alike. */
const YES_NO: Readonly<Record<string, number>> = { yes: 1, no: 0 };

function numberOf(question: SurveyQuestion, answer: number | string): number | null {
  if (question.type === 'radiogroup') {
    const value = String(answer);
    if (value in YES_NO) return YES_NO[value] ?? null;
    const position = choiceValues(question).indexOf(value);
    return position < 0 ? null : position;
  }
  if (question.inputType !== 'number') return null;
  const value = typeof answer === 'number' ? answer : Number(answer);
  return Number.isFinite(value) && String(answer).trim() !== '' ? value : null;
}

/**
 * The numeric input values of a submitted response (D38): numbers as given, yes/no as 1/0, other choices as their
 * position (from 0) among the question's choices. Text answers (a currency code) and answers to questions the
 * definition no longer has are left out.
 */
export function inputValuesOf(
  definition: Record<string, unknown>,
  answers: Readonly<Record<string, number | string>>,
): InputValue[] {
  const values: InputValue[] = [];
  for (const question of questionsOf(definition)) {
    const answer = answers[question.name];
    if (answer === undefined) continue;
    const value = numberOf(question, answer);
    if (value !== null) values.push({ code: question.name, value });
  }
  return values;
}

/**
 * The choice a stored input value stands for (the reverse of `inputValuesOf` for a radiogroup): the choice whose
 * number is `value`, or null when none is.
 */
export function choiceOfInputValue(question: SurveyQuestion, value: number): string | null {
  if (question.type !== 'radiogroup') return null;
  return choiceValues(question).find((choice) => numberOf(question, choice) === value) ?? null;
}

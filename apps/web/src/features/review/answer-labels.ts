import { choiceValues, languageTag, textIn } from '@labbench/contract';
import type { SurveyQuestion } from '@labbench/contract';

type Localizable = string | Readonly<Record<string, string>>;
const isLocalizable = (text: unknown): text is Localizable =>
  typeof text === 'string' ||
  (typeof text === 'object' && text !== null && Object.values(text).every((v) => typeof v === 'string'));

/** A localizable text of a definition (a string, or SurveyJS locale → text) in a language; the fallback otherwise. */
export function textOf(text: unknown, language: string, fallback: string): string {
  return (isLocalizable(text) && textIn(text, language)) || fallback;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** A radiogroup's choices with their texts in a language (English, then the value, where the definition has none). */
export function choiceOptions(question: SurveyQuestion, language: string): ChoiceOption[] {
  const values = choiceValues(question);
  return (question.choices ?? []).flatMap((choice, index) => {
    const value = values[index];
    if (value === undefined) return [];
    const text = typeof choice === 'object' && choice !== null && 'text' in choice ? choice.text : undefined;
    return [{ value, label: textOf(text, language, value) }];
  });
}

/**
 * An answer as staff read it in their language: a choice by its text, a number in the language's digits and
 * separators, any other text as given. A code the definition lacks shows its value as stored.
 */
export function answerText(question: SurveyQuestion | undefined, value: number | string, language: string): string {
  if (question?.type === 'radiogroup') {
    return choiceOptions(question, language).find((c) => c.value === String(value))?.label ?? String(value);
  }
  if (typeof value === 'number') return new Intl.NumberFormat(languageTag(language)).format(value);
  return value;
}

import { isTranslationKey, surveyTextKey } from '@labbench/contract';
import type { SurveyCategory, SurveyTextPart } from '@labbench/contract';
import { markText } from '../../../i18n/text-marks.ts';

/**
 * Translate mode on the survey form: the texts of the SurveyJS definition carry the marks of their survey text keys
 * (the contract's `surveyTextKey`), so the translation tool's pens find them like any other text. A copy: the
 * definition as loaded is left as it was.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A localizable SurveyJS text: one string, or one per locale (`default`, `ja`, `zh-cn`…); each gets the mark. */
function marked(value: unknown, key: string): unknown {
  if (!isTranslationKey(key)) return value;
  if (typeof value === 'string') return value === '' ? value : markText(value, key);
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([locale, text]) => [locale, typeof text === 'string' ? marked(text, key) : text]),
    );
  return value;
}

function markChoices(choices: unknown, question: string, keyOf: (part: SurveyTextPart) => string): unknown {
  if (!Array.isArray(choices)) return choices;
  const key = (value: string | number) => keyOf({ kind: 'choice', question, value: String(value) });
  return choices.map((choice: unknown) => {
    if (typeof choice === 'string' || typeof choice === 'number')
      return { value: choice, text: marked(String(choice), key(choice)) };
    // Choices are named by a string or number value; anything else is left as it is.
    if (!isObject(choice) || (typeof choice.value !== 'string' && typeof choice.value !== 'number')) return choice;
    return { ...choice, text: marked(choice.text ?? String(choice.value), key(choice.value)) };
  });
}

function markElement(element: unknown, keyOf: (part: SurveyTextPart) => string): unknown {
  if (!isObject(element) || typeof element.name !== 'string') return element;
  const question = element.name;
  const copy: Json = { ...element };
  for (const property of ['title', 'description'] as const)
    if (copy[property] !== undefined)
      copy[property] = marked(copy[property], keyOf({ kind: 'question', question, property }));
  if (copy.choices !== undefined) copy.choices = markChoices(copy.choices, question, keyOf);
  if (Array.isArray(copy.elements)) copy.elements = copy.elements.map((e: unknown) => markElement(e, keyOf));
  return copy;
}

export function markSurveyTexts(definition: Json, category: SurveyCategory, round: number): Json {
  const keyOf = (part: SurveyTextPart) => surveyTextKey({ category, round, part });
  const copy: Json = { ...definition };
  for (const property of ['title', 'description'] as const)
    if (copy[property] !== undefined) copy[property] = marked(copy[property], keyOf({ kind: 'survey', property }));
  if (Array.isArray(copy.pages))
    copy.pages = copy.pages.map((page: unknown) => {
      if (!isObject(page)) return page;
      const named = typeof page.name === 'string' ? page.name : null;
      const title =
        named && page.title !== undefined ? marked(page.title, keyOf({ kind: 'page', page: named })) : page.title;
      const elements = Array.isArray(page.elements)
        ? page.elements.map((e: unknown) => markElement(e, keyOf))
        : page.elements;
      return { ...page, ...(title !== undefined ? { title } : {}), ...(elements !== undefined ? { elements } : {}) };
    });
  return copy;
}

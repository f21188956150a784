import { LANGUAGE_IDS, surveyLocaleOf } from '@labbench/contract';
import type { LanguageId, SurveyTextPart } from '@labbench/contract';

/**
 * The texts of a SurveyJS definition the translation tool edits (D67). A localized string is either a plain string
 * (English, shown in every locale) or an object of SurveyJS locale → text, `default` being English. A choice is a
 * plain value (its text is the value) or `{ value, text }`.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Where a text lives: the object holding it and the property name (a plain choice is its own holder). */
interface Place {
  holder: Json;
  property: string;
  /** A choice's value: its English text while it has no text of its own. */
  fallback?: string;
  /** A choice given as a plain value: its index in `choices`, to turn it into `{ value, text }` on a write. */
  plainChoice?: { choices: unknown[]; index: number; value: string | number };
}

function findElement(elements: unknown, name: string): Json | null {
  for (const element of list(elements)) {
    if (!isObject(element)) continue;
    if (element.name === name) return element;
    const inner = findElement(element.elements, name);
    if (inner) return inner;
  }
  return null;
}

function findQuestion(definition: Json, name: string): Json | null {
  for (const page of list(definition.pages)) {
    if (!isObject(page)) continue;
    const found = findElement(page.elements, name);
    if (found) return found;
  }
  return null;
}

function placeOf(definition: Json, part: SurveyTextPart): Place | null {
  switch (part.kind) {
    case 'survey':
      return { holder: definition, property: part.property };
    case 'page': {
      const page = list(definition.pages).find((p) => isObject(p) && p.name === part.page);
      return isObject(page) ? { holder: page, property: 'title' } : null;
    }
    case 'question': {
      const question = findQuestion(definition, part.question);
      return question ? { holder: question, property: part.property } : null;
    }
    case 'choice': {
      const question = findQuestion(definition, part.question);
      const choices = list(question?.choices);
      const index = choices.findIndex((c) => String(isObject(c) ? c.value : c) === part.value);
      const choice = choices[index];
      if (isObject(choice)) return { holder: choice, property: 'text', fallback: String(choice.value) };
      if (typeof choice === 'string' || typeof choice === 'number')
        return {
          holder: {},
          property: 'text',
          fallback: String(choice),
          plainChoice: { choices, index, value: choice },
        };
      return null;
    }
  }
}

/** The non-empty text of each language at a place; a choice without its own text reads as its value in English. */
function textsAt(place: Place): Map<LanguageId, string> {
  const texts = new Map<LanguageId, string>();
  const value = place.holder[place.property] ?? place.fallback;
  if (typeof value === 'string') {
    if (value !== '') texts.set('en', value);
    return texts;
  }
  if (!isObject(value)) return texts;
  for (const lang of LANGUAGE_IDS) {
    const text = value[surveyLocaleOf(lang)];
    if (typeof text === 'string' && text !== '') texts.set(lang, text);
  }
  return texts;
}

/**
 * The texts of one part of a definition, per language; null when the definition has no such part (no page,
 * question or choice of that name). A part without an English text answers an empty map.
 */
export function readSurveyTexts(definition: Json, part: SurveyTextPart): Map<LanguageId, string> | null {
  const place = placeOf(definition, part);
  return place ? textsAt(place) : null;
}

/**
 * A copy of the definition with one text set. English stays a plain string where it was one; a translation added to
 * a plain string turns it into an object keeping the English as `default`.
 */
export function writeSurveyText<T extends Json>(
  definition: T,
  part: SurveyTextPart,
  lang: LanguageId,
  text: string,
): T {
  const copy = structuredClone(definition);
  const place = placeOf(copy, part);
  if (!place) throw new Error(`the definition has no ${JSON.stringify(part)}`);
  const english = textsAt(place).get('en');
  const locale = surveyLocaleOf(lang);
  const current = place.holder[place.property];
  let next: unknown;
  if (isObject(current)) next = { ...current, [locale]: text };
  else if (lang === 'en') next = text;
  else next = english === undefined ? { [locale]: text } : { default: english, [locale]: text };
  if (place.plainChoice) {
    const { choices, index, value } = place.plainChoice;
    choices[index] = { value, text: next };
  } else place.holder[place.property] = next;
  return copy;
}

/**
 * The questions of a SurveyJS definition as our engine reads them: pages hold elements, panels hold elements, and
 * every other element is a question whose `name` is its stable code (`docs/survey-codes.md`).
 */
export interface SurveyQuestion {
  /** The question's code. */
  name: string;
  /** The page it is on. */
  page: string;
  /** SurveyJS type: `text` or `radiogroup` in our definitions. */
  type: string;
  /** `number` for numeric text questions. */
  inputType?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  isRequired?: boolean;
  visibleIf?: string;
  /** Choice values of a radiogroup (plain values or `{ value }` objects). */
  choices?: unknown[];
  /** The English title (the `default` of a localized title). */
  title: string;
  /** The title as the definition gives it: a string, or SurveyJS locale → text (`default` is English). */
  localizedTitle?: string | Readonly<Record<string, string>>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

function englishOf(text: unknown, fallback: string): string {
  if (typeof text === 'string') return text;
  if (isObject(text) && typeof text.default === 'string') return text.default;
  return fallback;
}

function localizable(text: unknown, fallback: string): string | Record<string, string> {
  if (typeof text === 'string') return text;
  if (!isObject(text)) return fallback;
  return Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function collect(elements: unknown, page: string, into: SurveyQuestion[]): void {
  for (const element of list(elements)) {
    if (element.type === 'panel') {
      collect(element.elements, page, into);
      continue;
    }
    if (typeof element.name !== 'string' || typeof element.type !== 'string') continue;
    into.push({
      name: element.name,
      page,
      type: element.type,
      inputType: typeof element.inputType === 'string' ? element.inputType : undefined,
      min: typeof element.min === 'number' ? element.min : undefined,
      max: typeof element.max === 'number' ? element.max : undefined,
      maxLength: typeof element.maxLength === 'number' ? element.maxLength : undefined,
      isRequired: element.isRequired === true,
      visibleIf: typeof element.visibleIf === 'string' ? element.visibleIf : undefined,
      choices: Array.isArray(element.choices) ? element.choices : undefined,
      title: englishOf(element.title, element.name),
      localizedTitle: localizable(element.title, element.name),
    });
  }
}

/** Every question of a definition, in page order. */
export function questionsOf(definition: Json): SurveyQuestion[] {
  const questions: SurveyQuestion[] = [];
  for (const page of list(definition.pages))
    collect(page.elements, typeof page.name === 'string' ? page.name : '', questions);
  return questions;
}

/** The choice values of a radiogroup question. */
export function choiceValues(question: SurveyQuestion): string[] {
  return (question.choices ?? []).flatMap((choice) => {
    if (typeof choice === 'string' || typeof choice === 'number') return [String(choice)];
    if (isObject(choice) && (typeof choice.value === 'string' || typeof choice.value === 'number'))
      return [String(choice.value)];
    return [];
  });
}

/** The SurveyJS locale of an interface language (a `LanguageId`): English is SurveyJS's `default`, Chinese has a hyphen. */
export function surveyLocaleOf(language: string): string {
  if (language === 'en') return 'default';
  if (language === 'zhcn') return 'zh-cn';
  if (language === 'zhtw') return 'zh-tw';
  return language;
}

/** A localizable text of a definition in a language, English when the definition has no text in it. */
export function textIn(text: string | Readonly<Record<string, string>>, language: string): string {
  if (typeof text === 'string') return text;
  return text[surveyLocaleOf(language)] ?? text.default ?? Object.values(text)[0] ?? '';
}

/**
 * Question code → its title in a language, for every question of a definition: what a reader sees instead of the
 * code (a staff question, a missing answer). A code the definition does not have is not in the map.
 */
export function questionTitles(definition: Json, language: string): Map<string, string> {
  return new Map(questionsOf(definition).map((q) => [q.name, textIn(q.localizedTitle ?? q.title, language)]));
}

import { SURVEY_CATEGORIES } from '../constants/survey-types.ts';
import type { SurveyCategory } from '../constants/survey-types.ts';

/**
 * The keys the translation tool edits (D67). An interface text is named by its dotted path in the translation files
 * (`header.menu.aboutUs`). A text of a survey definition is named `survey:<category>:<round>:<part>`, where the part
 * is `title` or `description` of the survey, `page:<name>:title`, `<question>:title`, `<question>:description`, or
 * `<question>:choice:<value>`, so both sides build and read the same names.
 */
export const INTERFACE_KEY = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+){0,7}$/;
const SURVEY_KEY = /^survey:([A-Z]{2,3}):(\d{4}):(.+)$/;
const NAME = '[A-Za-z0-9_-]{1,80}';
const SURVEY_PART = new RegExp(
  `^(?:(title|description)|page:(${NAME}):title|(${NAME}):(title|description)|(${NAME}):choice:([^:]{1,80}))$`,
);

/** Where a survey text sits in the SurveyJS definition. */
export type SurveyTextPart =
  | { kind: 'survey'; property: 'title' | 'description' }
  | { kind: 'page'; page: string }
  | { kind: 'question'; question: string; property: 'title' | 'description' }
  | { kind: 'choice'; question: string; value: string };

export interface SurveyTextKey {
  category: SurveyCategory;
  round: number;
  part: SurveyTextPart;
}

function surveyPartName(part: SurveyTextPart): string {
  switch (part.kind) {
    case 'survey':
      return part.property;
    case 'page':
      return `page:${part.page}:title`;
    case 'question':
      return `${part.question}:${part.property}`;
    case 'choice':
      return `${part.question}:choice:${part.value}`;
  }
}

export function surveyTextKey({ category, round, part }: SurveyTextKey): string {
  return `survey:${category}:${round}:${surveyPartName(part)}`;
}

/** The survey text a key names, or null when it is not a survey text key. */
export function parseSurveyTextKey(key: string): SurveyTextKey | null {
  const match = SURVEY_KEY.exec(key);
  if (!match) return null;
  const [, category, round, rest] = match;
  if (!(SURVEY_CATEGORIES as readonly string[]).includes(category ?? '')) return null;
  const part = SURVEY_PART.exec(rest ?? '');
  if (!part) return null;
  const [, surveyProperty, page, question, questionProperty, choiceQuestion, choiceValue] = part;
  const base = { category: category as SurveyCategory, round: Number(round) };
  if (surveyProperty) return { ...base, part: { kind: 'survey', property: surveyProperty as 'title' | 'description' } };
  if (page) return { ...base, part: { kind: 'page', page } };
  if (question && questionProperty)
    return { ...base, part: { kind: 'question', question, property: questionProperty as 'title' | 'description' } };
  if (choiceQuestion && choiceValue !== undefined)
    return { ...base, part: { kind: 'choice', question: choiceQuestion, value: choiceValue } };
  return null;
}

/** Whether a key is one the tool can open: an interface text's path or a survey text. */
export function isTranslationKey(key: string): boolean {
  return INTERFACE_KEY.test(key) || parseSurveyTextKey(key) !== null;
}

/** i18next's plural suffixes (CLDR categories): `count_one`, `count_other`… */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];
const PLURAL_SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** The family and category of a plural key (`labs_one` → `labs`, `one`), or null for any other key. */
export function pluralFormOf(key: string): { family: string; category: PluralCategory } | null {
  const match = PLURAL_SUFFIX.exec(key);
  return match?.[1] && match[2] ? { family: match[1], category: match[2] as PluralCategory } : null;
}

/** The interface languages (§1). `id` is the code used in URLs, storage and translation files. */
export const LANGUAGES = [
  { id: 'en', name: 'English', nameInEnglish: 'English', surveyCode: 'EN' },
  { id: 'ja', name: '日本語', nameInEnglish: 'Japanese', surveyCode: 'JA' },
  { id: 'th', name: 'ไทย', nameInEnglish: 'Thai', surveyCode: 'TH' },
  { id: 'ko', name: '한국어', nameInEnglish: 'Korean', surveyCode: 'KO' },
  { id: 'zhtw', name: '繁體中文', nameInEnglish: 'Traditional Chinese', surveyCode: 'ZH-T' },
  { id: 'zhcn', name: '简体中文', nameInEnglish: 'Simplified Chinese', surveyCode: 'ZH-S' },
  { id: 'vi', name: 'Tiếng Việt', nameInEnglish: 'Vietnamese', surveyCode: 'VI' },
  { id: 'de', name: 'Deutsch', nameInEnglish: 'German', surveyCode: 'DE' },
  { id: 'it', name: 'Italiano', nameInEnglish: 'Italian', surveyCode: 'IT' },
  { id: 'id', name: 'Bahasa Indonesia', nameInEnglish: 'Bahasa Indonesia', surveyCode: 'ID' },
  { id: 'ru', name: 'Русский', nameInEnglish: 'Russian', surveyCode: 'RU' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];
export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as [LanguageId, ...LanguageId[]];
export const DEFAULT_LANGUAGE: LanguageId = 'en';
export const CHINA_DEFAULT_LANGUAGE: LanguageId = 'zhcn';

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && (LANGUAGE_IDS as readonly string[]).includes(value);
}

/** BCP 47 tags of the ids that are not one already: `Intl` and libraries reject `zhcn` (a RangeError). */
const BCP47_TAGS: Partial<Record<LanguageId, string>> = { zhtw: 'zh-TW', zhcn: 'zh-CN' };

/**
 * The BCP 47 tag for a language id, wherever a locale is taken: `<html lang>`, `Intl`, `localeCompare`, mail
 * templates, widgets. Anything that is not one of our ids (e.g. i18next's `cimode`) counts as the default.
 */
export function languageTag(id: string): string {
  const language = isLanguageId(id) ? id : DEFAULT_LANGUAGE;
  return BCP47_TAGS[language] ?? language;
}

/** Languages written right to left; none of the portal's eleven is, but a language added later may be. */
const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** §3 urlDirection: the writing direction of a language, for the page's `dir`. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

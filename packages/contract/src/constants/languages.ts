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

/** The BCP 47 tag for a language id, for `<html lang>` and Intl. */
export function languageTag(id: LanguageId): string {
  return id === 'zhtw' ? 'zh-Hant' : id === 'zhcn' ? 'zh-Hans' : id;
}

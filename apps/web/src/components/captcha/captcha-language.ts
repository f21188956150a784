import type { LanguageId } from '@labbench/contract';

/** The ALTCHA widget's language code for each interface language (its i18n files: `altcha/i18n/<code>`). */
const ALTCHA_LANGUAGES: Record<LanguageId, string> = {
  en: 'en',
  ja: 'ja',
  th: 'th',
  ko: 'ko',
  zhtw: 'zh-tw',
  zhcn: 'zh-cn',
  vi: 'vi',
  de: 'de',
  it: 'it',
  id: 'id',
  ru: 'ru',
};

export function altchaLanguage(language: string): string {
  return ALTCHA_LANGUAGES[language as LanguageId] ?? 'en';
}

import { LANGUAGES } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';

/** The query parameter a survey link gets with the language (§9). */
export const LANGUAGE_PARAM = 'Q_Language';

/**
 * §9 survey codes to SurveyJS locales; EN is SurveyJS's default locale, the empty one (the form then says
 * lang="en"; the name "default" would be written into the page as an invalid lang="default").
 */
const SURVEYJS_LOCALES: Record<string, string> = {
  EN: '',
  JA: 'ja',
  TH: 'th',
  KO: 'ko',
  'ZH-T': 'zh-tw',
  'ZH-S': 'zh-cn',
  VI: 'vi',
  DE: 'de',
  IT: 'it',
  ID: 'id',
  RU: 'ru',
};

/** The §9 survey code of an interface language (EN when unknown). */
export function surveyLanguageCode(language: LanguageId): string {
  return LANGUAGES.find((l) => l.id === language)?.surveyCode ?? 'EN';
}

/** The SurveyJS locale for the `Q_Language` of the address; anything unknown is the default (English). */
export function surveyJsLocale(code: string | null): string {
  return SURVEYJS_LOCALES[(code ?? '').toUpperCase()] ?? '';
}

/** The interface language for the `Q_Language` of the address, so the form's own texts match the survey. */
export function languageOfSurveyCode(code: string | null): LanguageId {
  return LANGUAGES.find((l) => l.surveyCode === (code ?? '').toUpperCase())?.id ?? 'en';
}

/** The frame's address: the survey link with the current language appended (§9). */
export function surveyFrameSrc(sUrl: string, language: LanguageId): string {
  const separator = sUrl.includes('?') ? '&' : '?';
  return `${sUrl}${separator}${LANGUAGE_PARAM}=${encodeURIComponent(surveyLanguageCode(language))}`;
}

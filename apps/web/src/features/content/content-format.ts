import { LANGUAGES, isLanguageId, languageTag } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';

/** A publication date in the reader's interface language, e.g. "27 November 2026", "27 พฤศจิกายน 2569". */
export function formatContentDate(iso: string, uiLanguage: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(languageTag(uiLanguage), { dateStyle: 'long' }).format(date);
}

/** A language's own name (ไทย, English), as the language panel shows it. */
export function languageName(id: LanguageId): string {
  return LANGUAGES.find((language) => language.id === id)?.name ?? id;
}

/** The page number of a list's `?page=`: 1 for anything that is not a positive whole number. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The interface language as a content language (i18next may hold `cimode` in tests). */
export function asContentLanguage(language: string, fallback: LanguageId): LanguageId {
  return isLanguageId(language) ? language : fallback;
}

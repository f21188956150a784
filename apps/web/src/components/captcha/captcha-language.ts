import { languageTag } from '@labbench/contract';

/** The ALTCHA widget's language code (its i18n files: `altcha/i18n/<code>`): the lower-case BCP 47 tag. */
export function altchaLanguage(language: string): string {
  return languageTag(language).toLowerCase();
}

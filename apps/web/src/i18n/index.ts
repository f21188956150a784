import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, languageTag } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';

/**
 * Interface texts live in the database (seeded from `locales/*.json`) and are served at
 * /assets/i18n/{lang}.json with an ETag, so edits in the translation tool reach every browser.
 */
export async function initI18n(language: LanguageId) {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_IDS,
      load: 'currentOnly',
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = languageTag(language);
  return i18next;
}

export async function changeLanguage(language: LanguageId) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = languageTag(language);
}

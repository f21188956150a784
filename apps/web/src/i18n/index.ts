import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, languageTag, textDirection } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { pageBoot } from './page-boot.ts';
import type { Texts } from './page-boot.ts';

/**
 * Interface texts live in the database (seeded from `locales/*.json`) and are served at
 * /assets/i18n/{lang}.json with an ETag, so edits in the translation tool reach every browser.
 * index.html brings one language's texts along; any other is fetched when first needed.
 */
export async function fetchTexts(language: LanguageId, revalidate = false): Promise<Texts | null> {
  try {
    const response = await fetch(`/assets/i18n/${language}.json`, revalidate ? { cache: 'no-cache' } : undefined);
    return response.ok ? ((await response.json()) as Texts) : null;
  } catch {
    // Without the file the interface falls back to English, or shows the keys.
    return null;
  }
}

/** Loads a language's texts once, without switching to it (the translation tool shows other languages' texts). */
export async function ensureTexts(language: LanguageId): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const texts = await fetchTexts(language);
  if (texts) i18next.addResourceBundle(language, 'translation', texts);
}

export async function initI18n(language: LanguageId) {
  const bundled = pageBoot.language && pageBoot.texts ? { [pageBoot.language]: { translation: pageBoot.texts } } : {};
  const resources =
    language in bundled ? bundled : { ...bundled, [language]: { translation: (await fetchTexts(language)) ?? {} } };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_IDS,
    load: 'currentOnly',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setPageLanguage(language);
  // English answers keys a translation lacks; it is not needed for the first screen.
  if (language !== DEFAULT_LANGUAGE) void ensureTexts(DEFAULT_LANGUAGE);
  return i18next;
}

export async function changeLanguage(language: LanguageId) {
  await ensureTexts(language);
  await i18next.changeLanguage(language);
  setPageLanguage(language);
}

/** The page's language and its writing direction (§3 urlDirection, the same rule the session's value comes from). */
function setPageLanguage(language: LanguageId) {
  document.documentElement.lang = languageTag(language);
  document.documentElement.dir = textDirection(language);
}

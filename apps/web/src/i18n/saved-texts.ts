import i18next from 'i18next';
import { LANGUAGE_IDS } from '@labbench/contract/constants';
import { fetchTexts } from './index.ts';

/**
 * Texts saved by the translation tool reach the page at once (loaded by the tool and the survey form only, not with
 * anybody's first screen).
 */
type TextsSavedListener = (keys: readonly string[]) => void;
const listeners = new Set<TextsSavedListener>();

/** Called after the translation tool saved texts (interface keys and survey keys alike). */
export function onTextsSaved(listener: TextsSavedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * After a save: the texts of every language this page has loaded are fetched again (the server's ETag changes with
 * the texts version, so the browser revalidates) and replace i18next's, and the page shows the new texts at once.
 */
export async function reloadSavedTexts(keys: readonly string[]): Promise<void> {
  const languages = LANGUAGE_IDS.filter((language) => i18next.hasResourceBundle(language, 'translation'));
  const loaded = await Promise.all(
    languages.map(async (language) => [language, await fetchTexts(language, true)] as const),
  );
  for (const [language, texts] of loaded)
    if (texts) i18next.addResourceBundle(language, 'translation', texts, false, true);
  // As a language change does, without changing the language.
  i18next.emit('languageChanged', i18next.language);
  listeners.forEach((listener) => listener(keys));
}

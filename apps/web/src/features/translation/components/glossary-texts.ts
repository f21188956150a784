import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { LanguageId } from '@labbench/contract';
import { ensureTexts } from '../../../i18n/index.ts';

/** A key's own text in a language as stored: no fallback, placeholders left as written; undefined when it has none. */
export function ownText(i18n: I18n, lang: string, key: string): string | undefined {
  const value: unknown = i18n.getResource(lang, 'translation', key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The translator's i18n, re-rendering when texts are added (a saved translation, another language loaded), so the
 * stored texts the tool shows stay current.
 */
export function useStoredTexts() {
  const translation = useTranslation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { store } = translation.i18n;
  useEffect(() => {
    store.on('added', rerender);
    return () => store.off('added', rerender);
  }, [store]);
  return translation;
}

/** Whether a language's texts are there to show; loads them once, without switching the interface to it. */
export function useLanguageTexts(lang: LanguageId): boolean {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<LanguageId | null>(null);
  useEffect(() => {
    let current = true;
    void ensureTexts(lang).then(() => {
      if (current) setLoaded(lang);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return loaded === lang || i18n.hasResourceBundle(lang, 'translation');
}

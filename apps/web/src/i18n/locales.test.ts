import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@labbench/contract/constants';
import { localeTexts } from '../test/locale-files.ts';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = localeTexts('en');

describe('translation files', () => {
  it.each(LANGUAGE_IDS.filter((l) => l !== 'en'))(
    '%s has every English key, no other, and the same placeholders',
    (lang) => {
      const translated = localeTexts(lang);
      expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
      expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
      for (const [key, text] of english) {
        expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
        expect({ key, empty: (translated.get(key) ?? '').trim() === '' }).toEqual({ key, empty: false });
      }
    },
  );
});

/** Texts that are the same in every language: the product's and the providers' names, countries' proper names. */
const SAME_EVERYWHERE = /^(header\.productName|login\.providerNames\.\w+|countries\.\w+)$/;
/** Loan words a language really uses as English has them. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ['registration.organisation'],
  it: ['login.providers.sso', 'login.providerNames.sso', 'login.chinaSso.button'],
};
const NON_LATIN = new Set(['ja', 'th', 'ko', 'zhtw', 'zhcn', 'ru']);
const words = (text: string) => text.replace(/{{\s*\w+\s*}}/g, ' ').match(/\p{L}+/gu) ?? [];

describe('translations are not English left in place', () => {
  it.each(LANGUAGE_IDS.filter((l) => l !== 'en'))('%s', (lang) => {
    const translated = localeTexts(lang);
    const untranslated = [...english]
      .filter(([key, text]) => translated.get(key) === text && words(text).length > 0)
      .filter(([key]) => !SAME_EVERYWHERE.test(key) && !(SAME_AS_ENGLISH[lang] ?? []).includes(key))
      // A non-Latin script has no English word of its own; a Latin one may share a single word (Menu, Dashboard).
      .filter(([, text]) => NON_LATIN.has(lang) || words(text).length > 1)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

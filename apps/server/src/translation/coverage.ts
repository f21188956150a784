import { LANGUAGE_IDS, isIdenticalToEnglish, pluralCategoriesOf } from '@labbench/contract';
import type { LanguageId, ResponseOf } from '@labbench/contract';
import { pluralFamilyOf, textId } from './text-ids.ts';
import type { TextMap } from './text-ids.ts';

type Coverage = ResponseOf<'getTranslationCoverage'>;

export interface ReviewMark {
  langId: LanguageId;
  translateKey: string;
  note: string;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The keys a language needs: English's keys, except that a plural family needs the forms of the language's own
 * plural categories (Russian `few` and `many`, Japanese `other` only), whatever forms English has.
 */
export function keysNeeded(lang: LanguageId, englishKeys: readonly string[]): string[] {
  if (lang === 'en') return [...englishKeys];
  const keys = new Set<string>();
  for (const key of englishKeys) {
    const family = pluralFamilyOf(key);
    if (family === null) keys.add(key);
    else for (const c of pluralCategoriesOf(lang)) keys.add(`${family}_${c}`);
  }
  return [...keys];
}

/**
 * Coverage (issue 15 item 6): per language, the keys it lacks, those identical to English, and the open review
 * marks; the lists for the language asked. English lacks nothing and is identical to nothing.
 */
export function coverageOf(
  texts: TextMap,
  englishKeys: readonly string[],
  marks: readonly ReviewMark[],
  langId: LanguageId,
): Coverage {
  const sorted = [...englishKeys].sort(byCode);
  const of = (lang: LanguageId) => ({
    untranslated: keysNeeded(lang, sorted).filter((k) => !texts.has(textId(lang, k))),
    identical: sorted.filter((k) => {
      const text = texts.get(textId(lang, k));
      return text !== undefined && isIdenticalToEnglish(lang, text, texts.get(textId('en', k)) ?? null);
    }),
    review: marks.filter((m) => m.langId === lang),
  });
  const asked = of(langId);
  return {
    total: sorted.length,
    languages: LANGUAGE_IDS.map((lang) => {
      const { untranslated, identical, review } = lang === langId ? asked : of(lang);
      return { langId: lang, untranslated: untranslated.length, identical: identical.length, review: review.length };
    }),
    untranslated: asked.untranslated,
    identical: asked.identical,
    review: asked.review
      .map(({ translateKey, note }) => ({ translateKey, note }))
      .sort((a, b) => byCode(a.translateKey, b.translateKey)),
  };
}

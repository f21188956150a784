import type { LanguageId } from '../constants/languages.ts';

/**
 * One agreed term per concept and language (issue 15 item 5, D67). A translation of an English text that names the
 * concept must use the term; the check of a save flags it otherwise. Where a language has no entry, any wording
 * passes. The English pattern finds the concept; the terms are matched without regard to case.
 */
export interface Term {
  concept: string;
  english: RegExp;
  terms: Partial<Record<LanguageId, string>>;
}

export const TERMINOLOGY: readonly Term[] = [
  {
    concept: 'coreLab',
    english: /\bcore lab(oratory|oratories|s)?\b/i,
    terms: { en: 'core lab', ja: 'コアラボ', th: 'ห้องปฏิบัติการหลัก', zhcn: '核心实验室', zhtw: '核心實驗室' },
  },
  {
    concept: 'benchmarking',
    english: /\bbenchmark(ing|s)?\b/i,
    terms: { en: 'benchmark', zhcn: '标杆', zhtw: '標竿' },
  },
];

/** The agreed term of a concept the English text names that the translation lacks, one per such concept. */
export function missingTerms(
  lang: LanguageId,
  english: string,
  translation: string,
): { concept: string; term: string }[] {
  const text = translation.toLocaleLowerCase();
  return TERMINOLOGY.flatMap(({ concept, english: pattern, terms }) => {
    const term = terms[lang];
    if (!term || !pattern.test(english) || text.includes(term.toLocaleLowerCase())) return [];
    return [{ concept, term }];
  });
}

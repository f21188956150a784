import { DEFAULT_LANGUAGE } from '../constants/languages.ts';
import type { LanguageId } from '../constants/languages.ts';

/**
 * The languages a content item is looked up in, in order (D97): the visitor's language, then English. Never from one
 * Chinese script to the other (a Traditional Chinese reader is not shown Simplified Chinese as if it were theirs),
 * never through a third language. The page says when it shows another language than the one asked for.
 */
export function contentLanguageChain(language: LanguageId): LanguageId[] {
  return language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [language, DEFAULT_LANGUAGE];
}

/** The first language of the chain that has a version, or null when none has. */
export function pickContentLanguage(language: LanguageId, available: readonly LanguageId[]): LanguageId | null {
  return contentLanguageChain(language).find((l) => available.includes(l)) ?? null;
}

import { PLURAL_CATEGORIES, parseSurveyTextKey, pluralFormOf } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';

/** The stored texts of some keys: `textId(lang, key)` → the text; a text that is absent or empty is not in it. */
export type TextMap = Map<string, string>;

export const textId = (langId: LanguageId, translateKey: string) => `${langId} ${translateKey}`;

/** The family of a plural interface key (`labs_one` → `labs`); survey texts have no plural forms. */
export function pluralFamilyOf(key: string): string | null {
  if (parseSurveyTextKey(key)) return null;
  return pluralFormOf(key)?.family ?? null;
}

/** The keys the editor shows with a key: every form of a plural key's family, else the key alone. */
export function keysShownWith(key: string): string[] {
  const family = pluralFamilyOf(key);
  return family === null ? [key] : PLURAL_CATEGORIES.map((c) => `${family}_${c}`);
}

/** The English a text renders: English of the same key, or for a plural form English lacks, English's `other`. */
export function englishOf(texts: TextMap, key: string): string | null {
  const own = texts.get(textId('en', key));
  if (own !== undefined) return own;
  const family = pluralFamilyOf(key);
  return family === null ? null : (texts.get(textId('en', `${family}_other`)) ?? null);
}

/** Whether English has a text for the key (for a plural key: for any form of its family). */
export function hasEnglish(texts: TextMap, key: string): boolean {
  return keysShownWith(key).some((k) => texts.has(textId('en', k)));
}

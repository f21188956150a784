import { PLURAL_CATEGORIES, checkTranslation } from '@labbench/contract';
import type { LanguageId, TranslationProblem } from '@labbench/contract';
import { englishOf, pluralFamilyOf, textId } from './text-ids.ts';
import type { TextMap } from './text-ids.ts';

export interface SaveEntry {
  langId: LanguageId;
  translateKey: string;
  translation: string;
  previous: string | null;
}

/** The stored texts once the save's entries are in. */
export function textsAfter(before: TextMap, entries: readonly SaveEntry[]): TextMap {
  const after = new Map(before);
  for (const e of entries) after.set(textId(e.langId, e.translateKey), e.translation);
  return after;
}

/**
 * The checks of a save (contract `checkTranslation`). English is checked against the English it replaces, so its
 * placeholders stay those the code passes; a translation against the English the save leaves (D67). A plural form is
 * checked with the forms its language has once the save is stored.
 */
export function problemsOfSave(before: TextMap, entries: readonly SaveEntry[]): TranslationProblem[] {
  const after = textsAfter(before, entries);
  return entries.flatMap(({ langId, translateKey, translation }) => {
    const family = pluralFamilyOf(translateKey);
    return checkTranslation({
      langId,
      translateKey,
      text: translation,
      english: englishOf(langId === 'en' ? before : after, translateKey),
      familyForms:
        family === null ? undefined : PLURAL_CATEGORIES.filter((c) => after.has(textId(langId, `${family}_${c}`))),
    });
  });
}

/** Whether the problems refuse the save: any error, or warnings the translator has not confirmed. */
export function refuses(problems: readonly TranslationProblem[], confirmWarnings: boolean): boolean {
  return problems.some((p) => p.severity === 'error' || !confirmWarnings);
}

/** The entries whose text differs from the stored one (or that add one): a text saved unchanged is no change. */
export function changedEntries(before: TextMap, entries: readonly SaveEntry[]): SaveEntry[] {
  return entries.filter((e) => before.get(textId(e.langId, e.translateKey)) !== e.translation);
}

/** The entries started from a text that is no longer the stored one: someone saved it meanwhile. */
export function conflictingEntries(before: TextMap, entries: readonly SaveEntry[]): SaveEntry[] {
  return entries.filter((e) => (before.get(textId(e.langId, e.translateKey)) ?? null) !== e.previous);
}

import { LANGUAGE_IDS, checkTranslation, pluralCategoriesOf, pluralFormOf } from '@labbench/contract';
import type { LanguageId, PayloadOf, PluralCategory, StoredText, TranslationProblem } from '@labbench/contract';

/**
 * The translation editor's rules (§4, §5): which texts a key opens, what the translator changed, whether Save may be
 * pressed, what is sent, and the problems of each text as it is typed (the contract's checks, which the server runs
 * again on the save).
 */

/** One text area: a language and a key (a plural key opens every form of its family). */
export interface EditorText {
  langId: LanguageId;
  translateKey: string;
}

/** The typed texts by `lang|key`; a text not typed in is its stored one. */
export type Drafts = Readonly<Record<string, string>>;

export const textId = ({ langId, translateKey }: EditorText) => `${langId}|${translateKey}`;

/** The stored texts by `lang|key` (what the translator started from). */
export function storedById(values: readonly StoredText[]): Map<string, StoredText> {
  return new Map(values.map((v) => [textId(v), v]));
}

/** The keys a language's text areas edit: the key itself, or each plural form the language needs or already has. */
export function keysOf(key: string, langId: LanguageId, stored: ReadonlyMap<string, StoredText>): string[] {
  const plural = pluralFormOf(key);
  if (!plural) return [key];
  const forms = pluralCategoriesOf(langId).map((c) => `${plural.family}_${c}`);
  const have = [...stored.values()]
    .filter((v) => v.langId === langId && pluralFormOf(v.translateKey)?.family === plural.family)
    .map((v) => v.translateKey);
  return [...new Set([...forms, ...have])];
}

export function textsOf(key: string, languages: readonly LanguageId[], stored: ReadonlyMap<string, StoredText>) {
  return languages.flatMap((langId) => keysOf(key, langId, stored).map((translateKey) => ({ langId, translateKey })));
}

export function storedText(text: EditorText, stored: ReadonlyMap<string, StoredText>): string | null {
  return stored.get(textId(text))?.translation ?? null;
}

export function draftOf(text: EditorText, drafts: Drafts, stored: ReadonlyMap<string, StoredText>): string {
  return drafts[textId(text)] ?? storedText(text, stored) ?? '';
}

export interface ChangedText extends EditorText {
  text: string;
  previous: string | null;
}

/** Texts typed differently from their stored ones (white space at either end does not count). */
export function changedTexts(drafts: Drafts, stored: ReadonlyMap<string, StoredText>): ChangedText[] {
  return Object.entries(drafts).flatMap(([id, text]) => {
    const [langId, translateKey = ''] = id.split('|') as [LanguageId, string];
    const previous = storedText({ langId, translateKey }, stored);
    return text.trim() === (previous ?? '').trim() ? [] : [{ langId, translateKey, text, previous }];
  });
}

/** §5: Save needs a change, and no changed text may be empty (a text is never deleted from here). */
export function canSave(changed: readonly ChangedText[]): boolean {
  return changed.length > 0 && changed.every((c) => c.text.trim() !== '');
}

/** What a save sends: the changed texts only, never an empty one. */
export function savePayload(
  changed: readonly ChangedText[],
  confirmWarnings: boolean,
): PayloadOf<'updateTranslationByLanguageKey'> {
  const updatedTranslation = changed
    .filter((c) => c.text.trim() !== '')
    .map((c) => ({ langId: c.langId, translateKey: c.translateKey, translation: c.text.trim(), previous: c.previous }));
  return { updatedTranslation, confirmWarnings };
}

/** The English text a text is checked against: the same key, or for a plural form English's `other` form. */
function englishOf(text: EditorText, stored: ReadonlyMap<string, StoredText>): string | null {
  const plural = pluralFormOf(text.translateKey);
  const english = storedText({ langId: 'en', translateKey: text.translateKey }, stored);
  if (english !== null || !plural) return english;
  return storedText({ langId: 'en', translateKey: `${plural.family}_other` }, stored);
}

/** The plural forms a language has once the typed texts are stored. */
function familyForms(text: EditorText, drafts: Drafts, stored: ReadonlyMap<string, StoredText>): PluralCategory[] {
  const plural = pluralFormOf(text.translateKey);
  if (!plural) return [];
  return keysOf(text.translateKey, text.langId, stored).flatMap((key) => {
    const form = pluralFormOf(key);
    return form && draftOf({ langId: text.langId, translateKey: key }, drafts, stored).trim() !== ''
      ? [form.category]
      : [];
  });
}

/** The problems of a text as typed; an empty text has none to show (it is not sent). */
export function problemsOf(
  text: EditorText,
  drafts: Drafts,
  stored: ReadonlyMap<string, StoredText>,
): TranslationProblem[] {
  const typed = draftOf(text, drafts, stored).trim();
  if (typed === '') return [];
  return checkTranslation({
    ...text,
    text: typed,
    english: englishOf(text, stored),
    familyForms: familyForms(text, drafts, stored),
  });
}

/** The languages shown when the editor opens: the translator's and English (§4). */
export function initialLanguages(current: string): LanguageId[] {
  return LANGUAGE_IDS.filter((l) => l === 'en' || l === current);
}

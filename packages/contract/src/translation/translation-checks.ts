import type { LanguageId } from '../constants/languages.ts';
import { pluralCategoriesOf } from './plural-forms.ts';
import { missingTerms } from './terminology.ts';
import { parseSurveyTextKey, pluralFormOf } from './text-keys.ts';
import type { PluralCategory } from './text-keys.ts';
import { textWidth, textWidthLimit } from './text-width.ts';

/**
 * The checks a save passes (issue 15 item 3, after Weblate's and Tolgee's). Errors refuse the save; warnings are
 * shown and a translator may save anyway once they have seen them.
 */
export const TRANSLATION_CHECKS = ['placeholders', 'plurals', 'markup', 'length', 'identical', 'terminology'] as const;
export type TranslationCheck = (typeof TRANSLATION_CHECKS)[number];
export const WARNING_CHECKS: readonly TranslationCheck[] = ['identical', 'terminology'];

export interface TranslationProblem {
  langId: LanguageId;
  translateKey: string;
  check: TranslationCheck;
  severity: 'error' | 'warning';
  /** placeholders or plural forms the text lacks */
  missing?: string[];
  /** placeholders the text has that English does not */
  extra?: string[];
  /** length: the limit and the text's width, in columns */
  limit?: number;
  width?: number;
  /** terminology: the agreed term */
  term?: string;
}

/** `{{name}}` in interface texts (i18next), `{name}` in survey texts (SurveyJS). */
export function placeholdersOf(key: string, text: string): string[] {
  const pattern = parseSurveyTextKey(key) ? /\{([^{}\s]+)\}/g : /\{\{\s*([^{}\s]+)\s*\}\}/g;
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''))].sort();
}

/** Tags, comments, entities, `javascript:` and event handlers: texts are shown as text, never as markup. */
const MARKUP = /<\s*[a-zA-Z!/?]|&(#\d+|#x[0-9a-f]+|[a-z]+);|javascript\s*:|\bon[a-z]+\s*=/i;
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** Identical to English and worth a look: it has words (not only figures, codes or placeholders). */
export function isIdenticalToEnglish(lang: LanguageId, text: string, english: string | null): boolean {
  if (lang === 'en' || english === null || text.trim() !== english.trim()) return false;
  const words = text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, '').match(/\p{L}{2,}/gu) ?? [];
  return words.some((w) => !/^[A-Z0-9]{2,5}$/.test(w));
}

export interface CheckInput {
  langId: LanguageId;
  translateKey: string;
  text: string;
  /** The English text the translation renders (the stored one; for English itself, the one before the edit). */
  english: string | null;
  /** For a plural key: the forms of its family this language has once the save is stored. */
  familyForms?: readonly PluralCategory[];
}

export function checkTranslation({
  langId,
  translateKey,
  text,
  english,
  familyForms,
}: CheckInput): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const at = { langId, translateKey };
  const add = (check: TranslationCheck, detail: Partial<TranslationProblem> = {}) =>
    problems.push({ ...at, check, severity: WARNING_CHECKS.includes(check) ? 'warning' : 'error', ...detail });

  if (english !== null && !pluralFormOf(translateKey)) {
    const wanted = placeholdersOf(translateKey, english);
    const have = placeholdersOf(translateKey, text);
    const missing = wanted.filter((p) => !have.includes(p));
    const extra = have.filter((p) => !wanted.includes(p));
    if (missing.length || extra.length) add('placeholders', { missing, extra });
  }
  const plural = pluralFormOf(translateKey);
  if (plural && familyForms) {
    const missing = pluralCategoriesOf(langId).filter((c) => !familyForms.includes(c));
    if (missing.length) add('plurals', { missing });
  }
  if (hasMarkup(text)) add('markup');
  const { limit } = textWidthLimit(translateKey);
  const width = textWidth(text);
  if (width > limit) add('length', { limit, width });
  if (isIdenticalToEnglish(langId, text, english)) add('identical');
  if (english !== null && langId !== 'en')
    for (const { term } of missingTerms(langId, english, text)) add('terminology', { term });
  return problems;
}

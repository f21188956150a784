import type { LanguageId } from '@labbench/contract';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { translations } from '../db/schema/index.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The SurveyJS locale of a language id: English is `default`, the Chinese ids are written with a dash. */
const SURVEY_LOCALES: Partial<Record<LanguageId, string>> = { en: 'default', zhtw: 'zh-tw', zhcn: 'zh-cn' };

/** A localized SurveyJS text in the language, else its English (`default`), else the fallback. */
export function localized(text: unknown, language: LanguageId, fallback: string): string {
  if (typeof text === 'string') return text;
  if (!isObject(text)) return fallback;
  const value = text[SURVEY_LOCALES[language] ?? language] ?? text.default;
  return typeof value === 'string' ? value : fallback;
}

/** Every question element of a definition by code (panels opened), with its raw localized title and choices. */
export function questionElements(definition: Json): Map<string, Json> {
  const elements = new Map<string, Json>();
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const element of list) {
      if (!isObject(element)) continue;
      if (element.type === 'panel') walk(element.elements);
      else if (typeof element.name === 'string') elements.set(element.name, element);
    }
  };
  if (Array.isArray(definition.pages)) for (const page of definition.pages) if (isObject(page)) walk(page.elements);
  return elements;
}

/** The choices of a question element: value and text in the language. */
export function choiceLabels(element: Json | undefined, language: LanguageId): { value: string; text: string }[] {
  const choices = Array.isArray(element?.choices) ? element.choices : [];
  return choices.flatMap((choice) => {
    if (typeof choice === 'string' || typeof choice === 'number')
      return [{ value: String(choice), text: String(choice) }];
    if (!isObject(choice) || (typeof choice.value !== 'string' && typeof choice.value !== 'number')) return [];
    const value = String(choice.value);
    return [{ value, text: localized(choice.text, language, value) }];
  });
}

/**
 * The portal's own texts under `transfer.template.` in a language (the translation tool's table, seeded from the
 * web's locale files), English where the language lacks one, the key's last part where both do.
 */
export async function templateTexts<K extends string>(
  db: Database,
  language: LanguageId,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const full = keys.map((key) => `transfer.template.${key}`);
  const rows = await db
    .select({ langId: translations.langId, key: translations.translateKey, value: translations.value })
    .from(translations)
    .where(and(inArray(translations.langId, [language, 'en']), inArray(translations.translateKey, full)));
  const text = (key: K, lang: LanguageId) =>
    rows.find((r) => r.langId === lang && r.key === `transfer.template.${key}`)?.value;
  return Object.fromEntries(keys.map((key) => [key, text(key, language) ?? text(key, 'en') ?? key])) as Record<
    K,
    string
  >;
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The interface texts the user sees, read from the web app's translation files (the server seeds its
 * dictionary from them). Tests look elements up by these texts instead of copying the wording.
 */
const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n/locales');
const cache = new Map<string, Record<string, unknown>>();

function dictionary(lang: string): Record<string, unknown> {
  let dict = cache.get(lang);
  if (!dict) {
    const file = resolve(localesDir, `${lang}.json`);
    dict = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    cache.set(lang, dict);
  }
  return dict;
}

function lookup(lang: string, key: string): string | undefined {
  let node: unknown = dictionary(lang);
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** Whether a language has its own text for a key (else the app shows the English one). */
export function hasOwnText(key: string, lang: string): boolean {
  return lookup(lang, key) !== undefined;
}

/**
 * The text of a dotted key, e.g. `t('login.submit')`, with `{{name}}` placeholders filled. A key missing in
 * `lang` gives the English text, as the app falls back to English.
 */
export function t(key: string, vars: Record<string, string> = {}, lang = 'en'): string {
  const text = lookup(lang, key) ?? lookup('en', key);
  if (text === undefined) throw new Error(`No text for key "${key}" in ${lang}.json or en.json`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}

/** Japanese text of a key. */
export function ja(key: string, vars: Record<string, string> = {}): string {
  return t(key, vars, 'ja');
}

/** A whole-text, case-sensitive matcher for a text, for role names. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** The languages with a translation file (§1). */
export const LANGUAGE_IDS = ['en', 'ja', 'th', 'ko', 'zhtw', 'zhcn', 'vi', 'de', 'it', 'id', 'ru'] as const;

/** Matches the text of a key in any language, for an element whose language the test does not fix. */
export function inAnyLanguage(key: string): RegExp {
  const texts = [...new Set(LANGUAGE_IDS.map((lang) => t(key, {}, lang)))];
  return new RegExp(`^\\s*(${texts.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*$`);
}

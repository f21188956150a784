import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** A locale file as shipped (`apps/web/src/i18n/locales/<lang>.json`), by dotted key, for the tests of the texts. */
export function localeTexts(lang: string): Map<string, string> {
  const file = new URL(`../i18n/locales/${lang}.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

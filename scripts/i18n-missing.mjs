#!/usr/bin/env node
// Prints, as a JSON fragment in English, the interface texts a language file lacks:
//   node scripts/i18n-missing.mjs ja > /tmp/ja-todo.json
// Translate the values, then merge them with: node scripts/i18n-add.mjs /tmp/ja-todo.json ja
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lang = process.argv[2];
if (!lang) {
  console.error('usage: node scripts/i18n-missing.mjs <lang>');
  process.exit(2);
}
const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/src/i18n/locales');
const load = (id) => JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'));
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

function missing(english, translated) {
  const out = {};
  for (const [key, value] of Object.entries(english)) {
    if (isObject(value)) {
      const sub = missing(value, isObject(translated?.[key]) ? translated[key] : {});
      if (Object.keys(sub).length > 0) out[key] = sub;
    } else if (typeof translated?.[key] !== 'string') {
      out[key] = value;
    }
  }
  return out;
}

console.log(JSON.stringify(missing(load('en'), load(lang)), null, 2));

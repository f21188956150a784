#!/usr/bin/env node
// Merges a JSON fragment of new interface texts into a language file, keeping existing keys and order:
//   node scripts/i18n-add.mjs fragment.json [lang=en]
// Read, merge and write happen at once, so several people adding keys to different areas do not lose each other's.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [fragmentPath, lang = 'en'] = process.argv.slice(2);
if (!fragmentPath) {
  console.error('usage: node scripts/i18n-add.mjs fragment.json [lang]');
  process.exit(2);
}
const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/src/i18n/locales', `${lang}.json`);
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(target, source, path) {
  for (const [key, value] of Object.entries(source)) {
    const at = path ? `${path}.${key}` : key;
    if (isObject(value)) {
      if (target[key] !== undefined && !isObject(target[key])) throw new Error(`${at} is a text, not a group`);
      target[key] ??= {};
      merge(target[key], value, at);
    } else {
      if (isObject(target[key])) throw new Error(`${at} is a group, not a text`);
      target[key] = value;
    }
  }
}

const texts = JSON.parse(readFileSync(file, 'utf8'));
merge(texts, JSON.parse(readFileSync(fragmentPath, 'utf8')), '');
writeFileSync(`${file}.tmp`, `${JSON.stringify(texts, null, 2)}\n`);
renameSync(`${file}.tmp`, file);
console.log(`merged ${fragmentPath} into ${lang}.json`);

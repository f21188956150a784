import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo content `npm start` seeds (apps/server/src/db/demo-content): a text's first line is its title. */
const DEMO_TEXTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/db/demo-content');

export const demoTitle = (name: string, lang: string): string =>
  readFileSync(resolve(DEMO_TEXTS, `${name}.${lang}.md`), 'utf8')
    .split('\n')[0]!
    .trim();

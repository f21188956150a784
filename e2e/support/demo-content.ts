import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { callAs } from './api.ts';

/** The demo content `npm start` seeds (apps/server/src/db/demo-content): a text's first line is its title. */
const DEMO_TEXTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/db/demo-content');

export const demoTitle = (name: string, lang: string): string =>
  readFileSync(resolve(DEMO_TEXTS, `${name}.${lang}.md`), 'utf8')
    .split('\n')[0]!
    .trim();

/** Staff (signed in on `page`) publish an English insight article `slug` with `title` and Markdown `body`. */
export async function publishInsight(page: Page, slug: string, title: string, body: string): Promise<void> {
  const { id } = await callAs(page, 'saveContentItem', {
    kind: 'article',
    section: 'inspiration',
    slug,
    country: null,
    tags: [],
    contributorIds: [],
    versions: [{ lang: 'en', title, summary: '', body }],
  });
  await callAs(page, 'setContentPublication', { id, lang: 'en', published: true });
}

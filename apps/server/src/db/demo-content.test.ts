import { readdir } from 'node:fs/promises';
import { pageKey } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { DEMO_ARTICLES, DEMO_CONTENT_DIR, DEMO_PAGES, demoTexts, seedDemoContent } from './demo-content.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoContent(t.db)).toBe(true);
});
afterAll(() => t.close());

const names = [...DEMO_ARTICLES.map((a) => a.slug), ...DEMO_PAGES.map((p) => pageKey(p.pageType, p.country))];

describe('demo content', () => {
  it('seeds once: a second start leaves the content area alone', async () => {
    expect(await seedDemoContent(t.db)).toBe(false);
  });

  it('has a title and a body for every version, and no text file that nothing uses', async () => {
    for (const name of names) {
      const texts = await demoTexts(name);
      expect(texts.length, name).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text.title, `${name}.${text.lang}`).not.toBe('');
        expect(text.body.trim().length, `${name}.${text.lang}`).toBeGreaterThan(20);
      }
    }
    for (const file of await readdir(DEMO_CONTENT_DIR)) expect(names, file).toContain(file.split('.')[0]);
  });

  it('lets a Thai visitor find a Thai article through a tag, and shows the English-only one in English', async () => {
    const topics = dataOf(await t.call('searchByTopic', { lang: 'th' })).tags;
    expect(topics.find((tag) => tag.slug === 'quality')).toMatchObject({ name: 'คุณภาพ' });
    const tagged = dataOf(await t.call('getContentArticles', { lang: 'th', tag: 'quality', page: 1 })).items;
    expect(tagged.find((a) => a.slug === 'why-peer-benchmarking-matters')?.language).toBe('th');
    const english = dataOf(
      await t.call('getContentArticle', { lang: 'th', section: 'inspiration', slug: 'reading-your-first-dashboard' }),
    );
    expect(english.article).toMatchObject({ language: 'en', languages: ['en'] });
    const all = dataOf(await t.call('getContentArticles', { lang: 'en', page: 1 }));
    expect(all.total).toBe(4);
  });

  it('gives a German visitor the DE privacy text and a Thai visitor the general one in Thai', async () => {
    const de = dataOf(await t.call('getContentPage', { lang: 'de', pageType: 'privacy', country: 'DE' })).page;
    expect(de).toMatchObject({ country: 'DE', language: 'de' });
    const th = dataOf(await t.call('getContentPage', { lang: 'th', pageType: 'privacy', country: 'TH' })).page;
    expect(th).toMatchObject({ country: null, language: 'th', languages: ['en', 'ja', 'th', 'zhcn'] });
  });
});

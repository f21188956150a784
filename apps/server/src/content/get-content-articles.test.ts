import { CONTENT_PAGE_SIZE } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { day, insertArticle, insertContributor, insertTag } from './content-test-fixtures.ts';

let t: TestApp;

/**
 * Five articles: `both` in en and th, `english` in en only, `chinese` in en and zhcn, `draft` unpublished, `thai-only`
 * published in th alone; plus twelve filler inspiration articles for paging.
 */
beforeAll(async () => {
  t = await createTestApp();
  await insertTag(t.db, 'quality', { en: 'Quality', th: 'คุณภาพ' });
  await insertContributor(t.db, { id: 'c-1', name: 'Dr. One', role: { en: 'Pathologist' } });
  const tl = 'thought-leadership' as const;
  await insertArticle(t.db, {
    section: tl,
    slug: 'both',
    tags: ['quality'],
    contributors: ['c-1'],
    versions: [
      { lang: 'en', title: 'Both in English', publishedAt: day(1) },
      { lang: 'th', title: 'ทั้งสองภาษา', summary: 'สรุป', publishedAt: day(2) },
    ],
  });
  await insertArticle(t.db, { section: tl, slug: 'english', versions: [{ lang: 'en', publishedAt: day(3) }] });
  await insertArticle(t.db, {
    section: tl,
    slug: 'chinese',
    versions: [
      { lang: 'en', title: 'Chinese in English', publishedAt: day(4) },
      { lang: 'zhcn', title: '简体', publishedAt: day(4) },
    ],
  });
  await insertArticle(t.db, {
    section: tl,
    slug: 'draft',
    tags: ['quality'],
    versions: [{ lang: 'en', publishedAt: null }],
  });
  await insertArticle(t.db, { section: tl, slug: 'thai-only', versions: [{ lang: 'th', publishedAt: day(5) }] });
  for (let n = 1; n <= 12; n++)
    await insertArticle(t.db, {
      section: 'inspiration',
      slug: `filler-${n}`,
      versions: [{ lang: 'en', publishedAt: day(n) }],
    });
});
afterAll(() => t.close());

const list = async (payload: Parameters<typeof t.call<'getContentArticles'>>[1]) =>
  dataOf(await t.call('getContentArticles', payload));
const shown = (items: { slug: string; language: string }[]) => items.map((i) => `${i.slug}:${i.language}`);

describe('getContentArticles', () => {
  it('shows each article in the visitor language, else English, newest first, drafts never', async () => {
    const thai = await list({ lang: 'th', section: 'thought-leadership', page: 1 });
    expect(shown(thai.items)).toEqual(['thai-only:th', 'chinese:en', 'english:en', 'both:th']);
    const english = await list({ lang: 'en', section: 'thought-leadership', page: 1 });
    expect(shown(english.items)).toEqual(['chinese:en', 'english:en', 'both:en']);
  });

  it('shows a Traditional Chinese reader English, never Simplified Chinese', async () => {
    const items = (await list({ lang: 'zhtw', section: 'thought-leadership', page: 1 })).items;
    expect(items.find((i) => i.slug === 'chinese')).toMatchObject({ language: 'en', title: 'Chinese in English' });
    expect((await list({ lang: 'zhcn', section: 'thought-leadership', page: 1 })).items[0]).toMatchObject({
      slug: 'chinese',
      language: 'zhcn',
    });
  });

  it('filters by tag and by contributor, with tag names in the visitor language', async () => {
    const tagged = await list({ lang: 'th', tag: 'quality', page: 1 });
    expect(tagged.total).toBe(1);
    expect(tagged.items[0]).toMatchObject({
      slug: 'both',
      title: 'ทั้งสองภาษา',
      summary: 'สรุป',
      tags: [{ slug: 'quality', name: 'คุณภาพ' }],
      contributors: [{ id: 'c-1', name: 'Dr. One' }],
      publishedAt: day(2).toISOString(),
    });
    expect((await list({ lang: 'ja', contributor: 'c-1', page: 1 })).items[0]?.tags).toEqual([
      { slug: 'quality', name: 'Quality' },
    ]);
    expect((await list({ lang: 'en', tag: 'no-such-tag', page: 1 })).total).toBe(0);
  });

  it('pages the list CONTENT_PAGE_SIZE at a time; a page past the end is empty', async () => {
    const first = await list({ lang: 'en', section: 'inspiration', page: 1 });
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: CONTENT_PAGE_SIZE });
    expect(first.items).toHaveLength(CONTENT_PAGE_SIZE);
    expect(first.items[0]?.slug).toBe('filler-12');
    expect(shown((await list({ lang: 'en', section: 'inspiration', page: 2 })).items)).toEqual([
      'filler-2:en',
      'filler-1:en',
    ]);
    expect((await list({ lang: 'en', section: 'inspiration', page: 9 })).items).toEqual([]);
  });

  it('lists both sections when none is named', async () => {
    expect((await list({ lang: 'en', page: 1 })).total).toBe(15);
  });
});

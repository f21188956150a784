import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle, insertTag } from './content-test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTag(t.db, 'quality', { en: 'Quality', th: 'คุณภาพ', zhcn: '质量' });
  await insertTag(t.db, 'cost', { en: 'Cost' });
  await insertTag(t.db, 'unused', { en: 'Unused' });
  await insertTag(t.db, 'drafts', { en: 'Drafts only' });
  const section = 'thought-leadership' as const;
  await insertArticle(t.db, { section, slug: 'a', tags: ['quality', 'cost'], versions: [{ lang: 'en' }] });
  await insertArticle(t.db, { section, slug: 'b', tags: ['quality'], versions: [{ lang: 'th' }] });
  await insertArticle(t.db, { section, slug: 'c', tags: ['drafts'], versions: [{ lang: 'en', publishedAt: null }] });
});
afterAll(() => t.close());

const topics = async (lang: 'en' | 'th' | 'zhtw') => dataOf(await t.call('searchByTopic', { lang })).tags;

describe('searchByTopic', () => {
  it('lists the tags of articles the visitor can read, named in their language, with counts', async () => {
    // Sorted by name as Thai sorts: Thai script first.
    expect(await topics('th')).toEqual([
      { slug: 'quality', name: 'คุณภาพ', articles: 2 },
      { slug: 'cost', name: 'Cost', articles: 1 },
    ]);
  });

  it('counts only articles in the language chain, and names a zhtw tag in English, not Simplified Chinese', async () => {
    expect(await topics('en')).toEqual([
      { slug: 'cost', name: 'Cost', articles: 1 },
      { slug: 'quality', name: 'Quality', articles: 1 },
    ]);
    expect((await topics('zhtw')).find((tag) => tag.slug === 'quality')?.name).toBe('Quality');
  });
});

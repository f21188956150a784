import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle, insertTag } from './content-test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTag(t.db, 'quality', { en: 'Quality', th: 'คุณภาพ' });
  await insertTag(t.db, 'cost', { en: 'Cost' });
  const section = 'inspiration' as const;
  await insertArticle(t.db, { section, slug: 'a', tags: ['quality'], versions: [{ lang: 'en' }] });
  await insertArticle(t.db, { section, slug: 'b', tags: ['quality'], versions: [{ lang: 'en', publishedAt: null }] });
});
afterAll(() => t.close());

describe('getContentTags', () => {
  it('lists every tag with all its names and the articles carrying it, drafts included', async () => {
    const token = await t.tokenFor('staff@demo.example');
    expect(dataOf(await t.call('getContentTags', {}, { token })).tags).toEqual([
      { slug: 'cost', names: { en: 'Cost' }, articles: 0 },
      { slug: 'quality', names: { en: 'Quality', th: 'คุณภาพ' }, articles: 2 },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle, insertContributor } from './content-test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertContributor(t.db, { id: 'c-b', name: 'Ben Writer', role: { en: 'Consultant', ja: 'コンサルタント' } });
  await insertContributor(t.db, { id: 'c-a', name: 'Ann Author' });
  const section = 'inspiration' as const;
  await insertArticle(t.db, { section, slug: 'one', contributors: ['c-b'], versions: [{ lang: 'ja' }] });
  await insertArticle(t.db, { section, slug: 'two', contributors: ['c-b', 'c-a'], versions: [{ lang: 'en' }] });
  await insertArticle(t.db, {
    section,
    slug: 'three',
    contributors: ['c-a'],
    versions: [{ lang: 'en', publishedAt: null }],
  });
});
afterAll(() => t.close());

describe('getContentContributors', () => {
  it('lists everyone by name, role in the visitor language, counting the articles they can read', async () => {
    expect(dataOf(await t.call('getContentContributors', { lang: 'ja' })).contributors).toEqual([
      { id: 'c-a', name: 'Ann Author', role: '', bio: '', articles: 1 },
      { id: 'c-b', name: 'Ben Writer', role: 'コンサルタント', bio: '', articles: 2 },
    ]);
    const english = dataOf(await t.call('getContentContributors', { lang: 'en' })).contributors;
    expect(english.map((c) => [c.id, c.role, c.articles])).toEqual([
      ['c-a', '', 1],
      ['c-b', 'Consultant', 1],
    ]);
  });
});

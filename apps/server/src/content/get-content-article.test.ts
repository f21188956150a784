import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { day, insertArticle, insertContributor, insertTag } from './content-test-fixtures.ts';

let t: TestApp;
const SCRIPT = 'Before <script>alert("x")</script> after, and [a link](javascript:alert(1)).';

beforeAll(async () => {
  t = await createTestApp();
  await insertTag(t.db, 'cost', { en: 'Cost', ja: 'コスト' });
  await insertContributor(t.db, { id: 'c-1', name: 'Dr. One', role: { en: 'Pathologist', ja: '病理医' } });
  await insertArticle(t.db, {
    section: 'inspiration',
    slug: 'english-only',
    tags: ['cost'],
    contributors: ['c-1'],
    versions: [
      { lang: 'en', title: 'In English', summary: 'Short', body: '# Heading', publishedAt: day(1) },
      { lang: 'th', title: 'ร่าง', publishedAt: null },
    ],
  });
  await insertArticle(t.db, {
    section: 'thought-leadership',
    slug: 'chinese',
    versions: [
      { lang: 'en', title: 'English', publishedAt: day(1) },
      { lang: 'zhcn', title: '简体中文', publishedAt: day(2) },
    ],
  });
  await insertArticle(t.db, { section: 'inspiration', slug: 'draft', versions: [{ lang: 'en', publishedAt: null }] });
  await insertArticle(t.db, { section: 'inspiration', slug: 'scripted', versions: [{ lang: 'en', body: SCRIPT }] });
});
afterAll(() => t.close());

const read = (
  lang: 'en' | 'th' | 'ja' | 'zhtw' | 'zhcn',
  section: 'inspiration' | 'thought-leadership',
  slug: string,
) => t.call('getContentArticle', { lang, section, slug });

describe('getContentArticle', () => {
  it('answers Thai with the English version when only English is published (a Thai draft does not count)', async () => {
    const { article } = dataOf(await read('th', 'inspiration', 'english-only'));
    expect(article).toMatchObject({
      title: 'In English',
      summary: 'Short',
      body: '# Heading',
      language: 'en',
      languages: ['en'],
      publishedAt: day(1).toISOString(),
      tags: [{ slug: 'cost', name: 'Cost' }],
      contributors: [{ id: 'c-1', name: 'Dr. One', role: 'Pathologist', bio: '' }],
    });
    expect(new Date(article.updatedAt).toISOString()).toBe(article.updatedAt);
  });

  it('names tags and roles in the visitor language', async () => {
    const { article } = dataOf(await read('ja', 'inspiration', 'english-only'));
    expect(article.tags).toEqual([{ slug: 'cost', name: 'コスト' }]);
    expect(article.contributors[0]?.role).toBe('病理医');
  });

  it('answers Traditional Chinese with English, not Simplified Chinese', async () => {
    expect(dataOf(await read('zhtw', 'thought-leadership', 'chinese')).article).toMatchObject({
      title: 'English',
      language: 'en',
      languages: ['en', 'zhcn'],
    });
    expect(dataOf(await read('zhcn', 'thought-leadership', 'chinese')).article.language).toBe('zhcn');
  });

  it('answers notFound (404) for an unknown slug, an unpublished article and the wrong section', async () => {
    for (const answer of [
      await read('en', 'inspiration', 'no-such-article'),
      await read('en', 'inspiration', 'draft'),
      await read('en', 'thought-leadership', 'english-only'),
    ]) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toMatchObject({ code: 'not_found', message: 'errors.notFound' });
    }
  });

  it('stores and returns a Markdown body holding <script> as text, unchanged (the web renders it inert)', async () => {
    expect(dataOf(await read('en', 'inspiration', 'scripted')).article.body).toBe(SCRIPT);
  });
});

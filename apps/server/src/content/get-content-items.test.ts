import { CONTENT_PAGE_SIZE } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle, insertPage } from './content-test-fixtures.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await insertArticle(t.db, {
    section: 'inspiration',
    slug: 'lean-lab',
    versions: [
      { lang: 'ja', title: 'リーン' },
      { lang: 'en', title: 'The lean lab', publishedAt: null },
    ],
  });
  await insertPage(t.db, { pageType: 'privacy', country: 'DE', versions: [{ lang: 'de', title: 'Datenschutz' }] });
  for (let n = 1; n <= 11; n++)
    await insertArticle(t.db, {
      section: 'thought-leadership',
      slug: `note-${n}`,
      versions: [{ lang: 'th', title: `บันทึก ${n}` }],
    });
});
afterAll(() => t.close());

const items = async (payload: PayloadOf<'getContentItems'>) =>
  dataOf(await t.call('getContentItems', payload, { token: staff }));

describe('getContentItems', () => {
  it('shows each item with its English title (else the first language) and every version, drafts too', async () => {
    const found = await items({ search: 'LEAN', page: 1 });
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      kind: 'article',
      section: 'inspiration',
      slug: 'lean-lab',
      pageType: null,
      country: null,
      title: 'The lean lab',
      versions: [
        { lang: 'en', publishedAt: null },
        { lang: 'ja', publishedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
  });

  it('finds by any language title and by page type, and filters by kind', async () => {
    expect((await items({ search: 'リーン', page: 1 })).items.map((i) => i.slug)).toEqual(['lean-lab']);
    const pages = await items({ kind: 'page', page: 1 });
    expect(pages.items).toMatchObject([{ kind: 'page', pageType: 'privacy', country: 'DE', title: 'Datenschutz' }]);
    expect((await items({ search: 'priv', page: 1 })).total).toBe(1);
    expect((await items({ search: '%', page: 1 })).total).toBe(0);
  });

  it('pages the list, clamping a page past the end to the last', async () => {
    const first = await items({ kind: 'article', page: 1 });
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: CONTENT_PAGE_SIZE });
    expect((await items({ kind: 'article', page: 50 })).page).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle, insertContributor, insertTag } from './content-test-fixtures.ts';

let t: TestApp;
let staff: string;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await insertTag(t.db, 'cost', { en: 'Cost' });
  await insertTag(t.db, 'quality', { en: 'Quality' });
  await insertContributor(t.db, { id: 'c-b', name: 'B' });
  await insertContributor(t.db, { id: 'c-a', name: 'A' });
  id = await insertArticle(t.db, {
    section: 'inspiration',
    slug: 'detail',
    tags: ['quality', 'cost'],
    contributors: ['c-b', 'c-a'],
    versions: [
      { lang: 'th', title: 'ไทย', summary: 'สรุป', body: 'เนื้อหา', publishedAt: null },
      { lang: 'en', title: 'English', body: 'Text' },
    ],
  });
});
afterAll(() => t.close());

describe('getContentItem', () => {
  it('gives the editor everything: tags, contributors in their order, every version with its state', async () => {
    const { item } = dataOf(await t.call('getContentItem', { id }, { token: staff }));
    expect(item).toMatchObject({
      id,
      kind: 'article',
      section: 'inspiration',
      slug: 'detail',
      pageType: null,
      country: null,
      tags: ['cost', 'quality'],
      contributorIds: ['c-b', 'c-a'],
    });
    expect(item.versions).toMatchObject([
      {
        lang: 'en',
        title: 'English',
        summary: '',
        body: 'Text',
        publishedAt: '2026-01-01T00:00:00.000Z',
        updatedBy: null,
      },
      { lang: 'th', title: 'ไทย', summary: 'สรุป', body: 'เนื้อหา', publishedAt: null },
    ]);
  });

  it('answers notFound for an unknown id', async () => {
    const answer = await t.call('getContentItem', { id: 'no-such-item' }, { token: staff });
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBe('not_found');
  });
});

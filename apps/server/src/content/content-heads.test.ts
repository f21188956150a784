import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { articleHead, describe as describeText, pageHead } from './content-heads.ts';
import { insertArticle, insertPage } from './content-test-fixtures.ts';

let t: TestApp;
const LONG = `## Heading\n\nA [link](https://example.com) and **bold** text. ${'word '.repeat(60)}`;

beforeAll(async () => {
  t = await createTestApp();
  await insertArticle(t.db, {
    section: 'inspiration',
    slug: 'headed',
    versions: [
      { lang: 'en', title: 'Headed', summary: 'The summary' },
      { lang: 'ja', title: '見出し', summary: '', body: LONG },
      { lang: 'th', title: 'ร่าง', publishedAt: null },
    ],
  });
  await insertPage(t.db, { pageType: 'privacy', versions: [{ lang: 'en', title: 'Privacy', body: 'Short body' }] });
  await insertPage(t.db, { pageType: 'privacy', country: 'DE', versions: [{ lang: 'de', title: 'Datenschutz' }] });
});
afterAll(() => t.close());

describe('content heads', () => {
  it('gives an article head in the language chain with its published languages', async () => {
    expect(await articleHead(t.db, 'th', 'inspiration', 'headed')).toEqual({
      title: 'Headed',
      description: 'The summary',
      language: 'en',
      languages: ['en', 'ja'],
    });
    const ja = await articleHead(t.db, 'ja', 'inspiration', 'headed');
    expect(ja?.description.startsWith('Heading A link and bold text. word')).toBe(true);
    expect(ja?.description.length).toBeLessThanOrEqual(160);
    expect(await articleHead(t.db, 'en', 'inspiration', 'nope')).toBeNull();
  });

  it('gives a page head by the country rule', async () => {
    expect(await pageHead(t.db, 'de', 'privacy', 'de')).toMatchObject({ title: 'Datenschutz', language: 'de' });
    expect(await pageHead(t.db, 'th', 'privacy', 'DE')).toMatchObject({ title: 'Privacy', description: 'Short body' });
    expect(await pageHead(t.db, 'en', 'aboutus', null)).toBeNull();
  });

  it('cuts a long body at a word, with an ellipsis', () => {
    expect(describeText('', `${'abc '.repeat(100)}`)).toMatch(/abc…$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { day, insertPage } from './content-test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertPage(t.db, {
    pageType: 'privacy',
    versions: [
      { lang: 'en', title: 'Privacy', body: 'General', publishedAt: day(1) },
      { lang: 'th', title: 'ความเป็นส่วนตัว', body: 'ทั่วไป', publishedAt: day(2) },
    ],
  });
  await insertPage(t.db, {
    pageType: 'privacy',
    country: 'DE',
    versions: [
      { lang: 'de', title: 'Datenschutz', body: 'DSGVO', publishedAt: day(3) },
      { lang: 'en', title: 'Privacy (Germany)', body: 'GDPR', publishedAt: day(3) },
    ],
  });
  // Italy's own text exists only in Italian: other languages fall to the general page.
  await insertPage(t.db, { pageType: 'privacy', country: 'IT', versions: [{ lang: 'it', title: 'Privacy (Italia)' }] });
  await insertPage(t.db, { pageType: 'aboutus', versions: [{ lang: 'en', title: 'About', publishedAt: null }] });
});
afterAll(() => t.close());

const page = async (lang: 'en' | 'de' | 'th' | 'it' | 'zhtw', pageType: 'privacy' | 'aboutus', country?: string) =>
  dataOf(await t.call('getContentPage', { lang, pageType, country })).page;

describe('getContentPage', () => {
  it("gives a German visitor Germany's own text, and a Thai visitor the general one in Thai", async () => {
    expect(await page('de', 'privacy', 'DE')).toMatchObject({
      pageType: 'privacy',
      country: 'DE',
      title: 'Datenschutz',
      body: 'DSGVO',
      language: 'de',
      languages: ['de', 'en'],
      publishedAt: day(3).toISOString(),
    });
    expect(await page('th', 'privacy', 'TH')).toMatchObject({ country: null, title: 'ความเป็นส่วนตัว', language: 'th' });
    expect(await page('th', 'privacy')).toMatchObject({ country: null, language: 'th' });
  });

  it("gives a Thai visitor in Germany Germany's text in English, the next language of the chain", async () => {
    expect(await page('th', 'privacy', 'de')).toMatchObject({
      country: 'DE',
      title: 'Privacy (Germany)',
      language: 'en',
    });
  });

  it("falls back to the general page when the country's own text has nothing in the language chain", async () => {
    expect(await page('it', 'privacy', 'IT')).toMatchObject({ country: 'IT', language: 'it' });
    expect(await page('en', 'privacy', 'IT')).toMatchObject({ country: null, title: 'Privacy', language: 'en' });
    expect(await page('zhtw', 'privacy', 'IT')).toMatchObject({ country: null, language: 'en' });
  });

  it('answers null while no version is published', async () => {
    expect(await page('en', 'aboutus')).toBeNull();
  });
});

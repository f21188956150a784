import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { seedMissingTranslations } from './translation-seed.ts';

let t: TestApp;
let localesDir: string;
const silent = { warn: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  localesDir = await mkdtemp(join(tmpdir(), 'labbench-locales-'));
  // Keys of our own, so the test does not depend on what the web's real locale files hold.
  await writeFile(join(localesDir, 'vi.json'), JSON.stringify({ zzTest: { greeting: 'Xin chào', bye: 'Tạm biệt' } }));
});
afterAll(async () => {
  await t.close();
  await rm(localesDir, { recursive: true, force: true });
});

const getFile = (lang: string, ifNoneMatch?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/assets/i18n/${lang}.json`,
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  });

describe('translations', () => {
  it('inserts the keys of the locale files (missing files are fine) and serves them nested', async () => {
    expect(await seedMissingTranslations(t.db, localesDir, silent)).toBe(2);
    const response = await getFile('vi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ zzTest: { greeting: 'Xin chào', bye: 'Tạm biệt' } });
  });

  it('never overwrites a value edited in the database, but adds new keys', async () => {
    await t.db
      .update(translations)
      .set({ value: 'Chào bạn' })
      .where(and(eq(translations.langId, 'vi'), eq(translations.translateKey, 'zzTest.greeting')));
    await writeFile(
      join(localesDir, 'vi.json'),
      JSON.stringify({ zzTest: { greeting: 'Xin chào', bye: 'Tạm biệt', thanks: 'Cảm ơn' } }),
    );
    expect(await seedMissingTranslations(t.db, localesDir, silent)).toBe(1);
    expect((await getFile('vi')).json()).toMatchObject({ zzTest: { greeting: 'Chào bạn', thanks: 'Cảm ơn' } });
  });

  it('sends a strong ETag and answers 304 when it still matches', async () => {
    const first = await getFile('vi');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await getFile('vi', String(etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getFile('vi', `W/${etag}`)).statusCode).toBe(304);
    expect((await getFile('vi', '"stale"')).statusCode).toBe(200);
  });

  it('changes the ETag when a text changes', async () => {
    const before = (await getFile('vi')).headers.etag;
    await t.db
      .update(translations)
      .set({ value: 'Xin cảm ơn' })
      .where(and(eq(translations.langId, 'vi'), eq(translations.translateKey, 'zzTest.thanks')));
    const after = await getFile('vi', String(before));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('serves a known language without texts as an empty dictionary', async () => {
    await t.db.delete(translations).where(eq(translations.langId, 'ru'));
    const response = await getFile('ru');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('sends the file brotli- or gzip-compressed to a browser that accepts it', async () => {
    const plain = (await getFile('vi')).body;
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/i18n/vi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/i18n/vi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('answers an unknown language with 404', async () => {
    expect((await getFile('xx')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/i18n/en.txt' })).statusCode).toBe(404);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LanguageId } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { translations } from '../db/schema/index.ts';
import { bumpTextsVersion } from '../shared/texts-version.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { seedMissingTranslations } from './translation-seed.ts';

let t: TestApp;
/** Reads the texts version on every request, so a bump is served at once. */
let app: FastifyInstance;
let localesDir: string;
const silent = { warn: () => {} };

/** What the translation tool does on a save: the text and the version change together. */
async function setText(lang: LanguageId, key: string, value: string) {
  await t.db
    .update(translations)
    .set({ value })
    .where(and(eq(translations.langId, lang), eq(translations.translateKey, key)));
  await bumpTextsVersion(t.db);
}

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(testConfig(), t.db, { textsCheckMs: 0 });
  localesDir = await mkdtemp(join(tmpdir(), 'labbench-locales-'));
  // Keys of our own, so the test does not depend on what the web's real locale files hold.
  await writeFile(join(localesDir, 'vi.json'), JSON.stringify({ zzTest: { greeting: 'Xin chào', bye: 'Tạm biệt' } }));
});
afterAll(async () => {
  await app.close();
  await t.close();
  await rm(localesDir, { recursive: true, force: true });
});

const getFile = (lang: string, ifNoneMatch?: string, target = app) =>
  target.inject({
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
    await setText('vi', 'zzTest.greeting', 'Chào bạn');
    await writeFile(
      join(localesDir, 'vi.json'),
      JSON.stringify({ zzTest: { greeting: 'Xin chào', bye: 'Tạm biệt', thanks: 'Cảm ơn' } }),
    );
    expect(await seedMissingTranslations(t.db, localesDir, silent)).toBe(1);
    await bumpTextsVersion(t.db);
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

  it('changes the ETag when a text changes with the texts version', async () => {
    const before = (await getFile('vi')).headers.etag;
    await setText('vi', 'zzTest.thanks', 'Xin cảm ơn');
    const after = await getFile('vi', String(before));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json()).toMatchObject({ zzTest: { thanks: 'Xin cảm ơn' } });
  });

  it('serves the texts of the current version: a change without a version bump is not seen', async () => {
    const before = await getFile('vi');
    await t.db
      .update(translations)
      .set({ value: 'Tạm biệt nhé' })
      .where(and(eq(translations.langId, 'vi'), eq(translations.translateKey, 'zzTest.bye')));
    const same = await getFile('vi', String(before.headers.etag));
    expect(same.statusCode).toBe(304);
    await bumpTextsVersion(t.db);
    expect((await getFile('vi')).json()).toMatchObject({ zzTest: { bye: 'Tạm biệt nhé' } });
  });

  it('serves a changed text once the check interval has passed, not before', async () => {
    const slow = await buildApp(testConfig(), t.db, { textsCheckMs: 1000 });
    try {
      expect((await getFile('vi', undefined, slow)).json()).toMatchObject({ zzTest: { greeting: 'Chào bạn' } });
      await setText('vi', 'zzTest.greeting', 'Chào anh');
      const saved = performance.now();
      expect((await getFile('vi', undefined, slow)).json()).toMatchObject({ zzTest: { greeting: 'Chào bạn' } });
      let served = await getFile('vi', undefined, slow);
      while (!served.body.includes('Chào anh') && performance.now() - saved < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        served = await getFile('vi', undefined, slow);
      }
      expect(served.json()).toMatchObject({ zzTest: { greeting: 'Chào anh' } });
      expect(performance.now() - saved).toBeLessThan(1000 + 300);
    } finally {
      await slow.close();
    }
  });

  it('serves a known language without texts as an empty dictionary', async () => {
    await t.db.delete(translations).where(eq(translations.langId, 'ru'));
    await bumpTextsVersion(t.db);
    const response = await getFile('ru');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('sends the file brotli- or gzip-compressed to a browser that accepts it', async () => {
    const plain = (await getFile('vi')).body;
    const br = await app.inject({
      method: 'GET',
      url: '/assets/i18n/vi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/i18n/vi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('answers an unknown language with 404', async () => {
    expect((await getFile('xx')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/i18n/en.txt' })).statusCode).toBe(404);
  });
});

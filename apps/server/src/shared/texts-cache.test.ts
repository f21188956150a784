import type { LanguageId } from '@labbench/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { postgresHandle } from '../db/client.ts';
import { textsVersion, translations } from '../db/schema/index.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { databaseUrl } from '../test/template-database.ts';
import { PerVersion, TEXTS_CHECK_MS, TextsCache } from './texts-cache.ts';
import { bumpTextsVersion, readTextsVersion } from './texts-version.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A save as the translation tool makes it: the text and the version in one transaction. */
async function save(db: Database, lang: LanguageId, key: string, value: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(translations)
      .set({ value })
      .where(and(eq(translations.langId, lang), eq(translations.translateKey, key)));
    await bumpTextsVersion(tx);
  });
}

describe('values per texts version', () => {
  it('builds a value once per version and key, and again for a newer version', async () => {
    const values = new PerVersion<string>();
    let builds = 0;
    const build = (text: string) => async () => {
      builds++;
      await sleep(5);
      return text;
    };
    const first = await Promise.all(Array.from({ length: 20 }, () => values.get(1, 'th', build('v1'))));
    expect(new Set(first)).toEqual(new Set(['v1']));
    expect(builds).toBe(1);
    expect(await values.get(2, 'th', build('v2'))).toBe('v2');
    // A caller that read the version before it moved on gets the current value, never an older one.
    expect(await values.get(1, 'th', build('old'))).toBe('v2');
    expect(builds).toBe(2);
  });

  it('does not keep a build that failed', async () => {
    const values = new PerVersion<string>();
    await expect(values.get(1, 'ja', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await values.get(1, 'ja', () => Promise.resolve('again'))).toBe('again');
  });
});

describe('the texts cache', () => {
  it('reads the version at most every checkMs, with one query for concurrent callers', async () => {
    let reads = 0;
    const cache = new TextsCache(t.db, {
      readTexts: () => {
        reads++;
        return Promise.resolve('{"greeting":"hello"}');
      },
      checkMs: 60_000,
    });
    const before = await readTextsVersion(t.db);
    const languages = await Promise.all(Array.from({ length: 20 }, () => cache.language('en')));
    expect(reads).toBe(1);
    expect(languages.every((texts) => texts === languages[0])).toBe(true);
    expect(languages[0]?.tree).toEqual({ greeting: 'hello' });

    await bumpTextsVersion(t.db);
    expect(await cache.version()).toBe(before);
    await cache.language('en');
    expect(reads).toBe(1);
    // The process that saved expires its own cache and serves the change at once.
    cache.expire();
    expect(await cache.version()).toBe(before + 1);
    await cache.language('en');
    expect(reads).toBe(2);
  });

  it('serves the texts it has while the database is out of reach, and asks again after checkMs', async () => {
    let reachable = true;
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const db = new Proxy(t.db, {
      get: (target, property, receiver): unknown => {
        if (property === 'select' && !reachable) throw unreachable;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const cache = new TextsCache(db, { readTexts: () => Promise.resolve('{"greeting":"hello"}'), checkMs: 0 });
    const known = await cache.version();
    reachable = false;
    expect(await cache.version()).toBe(known);
    expect((await cache.language('en')).tree).toEqual({ greeting: 'hello' });
    const fresh = new TextsCache(db, { readTexts: () => Promise.resolve('{}'), checkMs: 0 });
    await expect(fresh.version()).rejects.toBe(unreachable);
  });

  it(`defaults to checking every ${TEXTS_CHECK_MS} ms`, () => {
    expect(new TextsCache(t.db, { readTexts: () => Promise.resolve('{}') }).checkMs).toBe(TEXTS_CHECK_MS);
  });
});

describe('two server processes over one database', () => {
  let second: DatabaseHandle | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    // On PostgreSQL the second app has its own connection pool, as a second process has; PGlite has one handle.
    const source = inject('testDatabase');
    let dbB = t.db;
    if (source.kind === 'postgres') {
      const [row] = await t.db.select({ name: sql<string>`current_database()` }).from(textsVersion);
      if (!row) throw new Error('texts_version has no row');
      second = postgresHandle(databaseUrl(source.serverUrl, row.name));
      dbB = second.db;
    }
    a = await buildApp(testConfig(), t.db);
    b = await buildApp(testConfig(), dbB);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await second?.close();
  });

  const thaiToggle = async (app: FastifyInstance) => {
    const texts = (await app.inject({ method: 'GET', url: '/assets/i18n/th.json' })).json<{
      header: { translateToggle: string };
    }>();
    return texts.header.translateToggle;
  };

  it('serves a text saved through one within a second on the other, with nothing said between them', async () => {
    const original = await thaiToggle(b);
    const etag = (await b.inject({ method: 'GET', url: '/assets/i18n/th.json' })).headers.etag;
    await save(t.db, 'th', 'header.translateToggle', 'แก้ไขคำแปลจากกระบวนการแรก');
    const saved = performance.now();
    let served = await thaiToggle(b);
    while (served === original && performance.now() - saved < 3000) {
      await sleep(10);
      served = await thaiToggle(b);
    }
    expect(served).toBe('แก้ไขคำแปลจากกระบวนการแรก');
    expect(performance.now() - saved).toBeLessThan(1000);
    expect(await thaiToggle(a)).toBe(served);
    const revalidated = await b.inject({
      method: 'GET',
      url: '/assets/i18n/th.json',
      headers: { 'if-none-match': String(etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(etag);
  });
});

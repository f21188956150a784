import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle } from './content-test-fixtures.ts';

let t: TestApp;
let staff: string;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  id = await insertArticle(t.db, {
    section: 'thought-leadership',
    slug: 'news',
    versions: [
      { lang: 'en', title: 'News', publishedAt: new Date('2026-01-01T00:00:00Z') },
      { lang: 'ja', title: 'ニュース', publishedAt: null },
    ],
  });
});
afterAll(() => t.close());

const publish = (lang: 'en' | 'ja' | 'th', published: boolean) =>
  t.call('setContentPublication', { id, lang, published }, { token: staff });
const visitor = async () =>
  dataOf(await t.call('getContentArticle', { lang: 'ja', section: 'thought-leadership', slug: 'news' })).article;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0];

describe('setContentPublication', () => {
  it('publishes a Japanese version that a Japanese visitor sees at once (the cached English answer is dropped)', async () => {
    expect(await visitor()).toMatchObject({ language: 'en', languages: ['en'] });
    const before = Date.now();
    const { publishedAt } = dataOf(await publish('ja', true));
    expect(new Date(publishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await visitor()).toMatchObject({ title: 'ニュース', language: 'ja', languages: ['en', 'ja'], publishedAt });
    expect(await lastAudit()).toMatchObject({
      action: 'content.published',
      targetType: 'content',
      targetId: id,
      targetLabel: 'thought-leadership/news',
      after: { lang: 'ja', publishedAt },
    });
  });

  it('keeps the first publication date when published again', async () => {
    expect(dataOf(await publish('en', true)).publishedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('unpublishes: the date is cleared, visitors fall back at once, the trail says so', async () => {
    expect(dataOf(await publish('ja', false)).publishedAt).toBeNull();
    expect((await visitor()).language).toBe('en');
    expect(await lastAudit()).toMatchObject({
      action: 'content.unpublished',
      after: { lang: 'ja', publishedAt: null },
    });
    dataOf(await publish('en', false));
    expect(
      (await t.call('getContentArticle', { lang: 'en', section: 'thought-leadership', slug: 'news' })).status,
    ).toBe(404);
  });

  it('answers notFound for a language without a version and for an unknown item', async () => {
    expect(errorOf(await publish('th', true)).code).toBe('not_found');
    const unknown = await t.call(
      'setContentPublication',
      { id: 'nope', lang: 'en', published: true },
      { token: staff },
    );
    expect(unknown.status).toBe(404);
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentItems } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle, insertTag } from './content-test-fixtures.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await insertTag(t.db, 'cost', { en: 'Cost' });
  await insertArticle(t.db, { section: 'inspiration', slug: 'a', tags: ['cost'], versions: [{ lang: 'en' }] });
});
afterAll(() => t.close());

describe('deleteContentTag', () => {
  it('deletes the tag; the article stays, without it, and visitors no longer see the topic', async () => {
    expect(dataOf(await t.call('searchByTopic', { lang: 'en' })).tags).toHaveLength(1);
    expect(dataOf(await t.call('deleteContentTag', { slug: 'cost' }, { token: staff }))).toEqual({ deleted: true });
    expect(dataOf(await t.call('searchByTopic', { lang: 'en' })).tags).toEqual([]);
    expect(await t.db.select().from(contentItems).where(eq(contentItems.slug, 'a'))).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'tag.deleted', targetId: 'cost', before: { names: { en: 'Cost' } } });
  });

  it('answers notFound for a tag that is not there', async () => {
    const answer = await t.call('deleteContentTag', { slug: 'cost' }, { token: staff });
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBe('not_found');
  });
});

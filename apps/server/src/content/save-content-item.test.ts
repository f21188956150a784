import type { PayloadOf } from '@labbench/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentVersions } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertContributor, insertTag } from './content-test-fixtures.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await insertTag(t.db, 'quality', { en: 'Quality' });
  await insertContributor(t.db, { id: 'c-1', name: 'Dr. One' });
});
afterAll(() => t.close());

const save = (payload: PayloadOf<'saveContentItem'>) => t.call('saveContentItem', payload, { token: staff });
const article = (slug: string, extra: Partial<PayloadOf<'saveContentItem'>> = {}): PayloadOf<'saveContentItem'> => ({
  kind: 'article',
  section: 'inspiration',
  slug,
  versions: [{ lang: 'en', title: `Title of ${slug}`, summary: '', body: 'Body' }],
  ...extra,
});
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0];

describe('saveContentItem', () => {
  it('creates an article with tags and contributors, as a draft, and records content.created', async () => {
    const { id } = dataOf(await save(article('new-one', { tags: ['quality'], contributorIds: ['c-1'] })));
    const item = dataOf(await t.call('getContentItem', { id }, { token: staff })).item;
    expect(item).toMatchObject({ kind: 'article', slug: 'new-one', tags: ['quality'], contributorIds: ['c-1'] });
    expect(item.versions).toMatchObject([{ lang: 'en', publishedAt: null, updatedBy: 'staff@demo.example' }]);
    expect(await lastAudit()).toMatchObject({
      action: 'content.created',
      targetType: 'content',
      targetId: id,
      targetLabel: 'inspiration/new-one',
      actorEmail: 'staff@demo.example',
    });
  });

  it('keeps versions not sent, and a published version stays published with the new text visible at once', async () => {
    const { id } = dataOf(
      await save({
        ...article('kept'),
        versions: [
          { lang: 'en', title: 'English', summary: '', body: 'One' },
          { lang: 'ja', title: '日本語', summary: '', body: '一' },
        ],
      }),
    );
    dataOf(await t.call('setContentPublication', { id, lang: 'en', published: true }, { token: staff }));
    const visitor = () => t.call('getContentArticle', { lang: 'en', section: 'inspiration', slug: 'kept' });
    expect(dataOf(await visitor()).article.title).toBe('English');
    dataOf(
      await save({ ...article('kept'), id, versions: [{ lang: 'en', title: 'Changed', summary: '', body: 'Two' }] }),
    );
    expect(dataOf(await visitor()).article).toMatchObject({ title: 'Changed', body: 'Two' });
    const versions = await t.db.select().from(contentVersions).where(eq(contentVersions.itemId, id));
    expect(versions.map((v) => [v.langId, v.title, !!v.publishedAt]).sort()).toEqual([
      ['en', 'Changed', true],
      ['ja', '日本語', false],
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'content.updated', targetId: id });
  });

  it('refuses a slug another article of the section has, with content_conflict and a field error on slug', async () => {
    dataOf(await save(article('taken')));
    const answer = await save(article('taken'));
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toMatchObject({
      code: 'content_conflict',
      message: 'errors.contentConflict',
      fields: [{ field: 'slug', message: 'validation.slugTaken' }],
    });
    dataOf(await save(article('taken', { section: 'thought-leadership' })));
  });

  it('refuses a second page of the same type and country; another country is another page', async () => {
    const page = (country: 'DE' | null): PayloadOf<'saveContentItem'> => ({
      kind: 'page',
      pageType: 'privacy',
      country,
      versions: [{ lang: 'de', title: 'Datenschutz', summary: '', body: 'Text' }],
    });
    dataOf(await save(page('DE')));
    dataOf(await save(page(null)));
    expect(errorOf(await save(page('DE')))).toMatchObject({
      code: 'content_conflict',
      fields: [{ field: 'pageType', message: 'validation.pageExists' }],
    });
  });

  it('refuses unknown tags and contributors with field errors, and an unknown id with notFound', async () => {
    const answer = await save(article('refs', { tags: ['quality', 'nope'], contributorIds: ['ghost'] }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual([
      { field: 'tags.1', message: 'validation.tagUnknown' },
      { field: 'contributorIds.0', message: 'validation.contributorUnknown' },
    ]);
    const missing = await save(article('ghost-item', { id: 'no-such-item' }));
    expect(missing.status).toBe(404);
    expect(errorOf(missing).code).toBe('not_found');
  });

  it('stores a body holding <script> as the text written', async () => {
    const body = '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>';
    const { id } = dataOf(
      await save({ ...article('script'), versions: [{ lang: 'en', title: 'S', summary: '', body }] }),
    );
    expect(dataOf(await t.call('getContentItem', { id }, { token: staff })).item.versions[0]?.body).toBe(body);
  });
});

import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertArticle } from './content-test-fixtures.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const audits = async () => t.db.select().from(auditLog).orderBy(desc(auditLog.at));

describe('saveContentTag', () => {
  it('creates a tag, then renames it; visitors see the new name at once; each change is in the trail', async () => {
    dataOf(await t.call('saveContentTag', { slug: 'quality', names: { en: 'Quality' } }, { token: staff }));
    await insertArticle(t.db, { section: 'inspiration', slug: 'a', tags: ['quality'], versions: [{ lang: 'ja' }] });
    const topics = async () => dataOf(await t.call('searchByTopic', { lang: 'ja' })).tags;
    expect(await topics()).toEqual([{ slug: 'quality', name: 'Quality', articles: 1 }]);
    dataOf(await t.call('saveContentTag', { slug: 'quality', names: { en: 'Quality', ja: '品質' } }, { token: staff }));
    expect(await topics()).toEqual([{ slug: 'quality', name: '品質', articles: 1 }]);
    const [renamed, created] = await audits();
    expect(renamed).toMatchObject({
      action: 'tag.saved',
      targetType: 'tag',
      targetId: 'quality',
      before: { names: { en: 'Quality' } },
      after: { names: { en: 'Quality', ja: '品質' } },
    });
    expect(created).toMatchObject({ action: 'tag.saved', before: null, after: { names: { en: 'Quality' } } });
  });

  it('records nothing when nothing changed', async () => {
    const count = (await audits()).length;
    dataOf(await t.call('saveContentTag', { slug: 'quality', names: { en: 'Quality', ja: '品質' } }, { token: staff }));
    expect(await audits()).toHaveLength(count);
  });

  it('requires the English name', async () => {
    const answer = await t.call('saveContentTag', { slug: 'cost', names: { de: 'Kosten' } }, { token: staff });
    expect(errorOf(answer).fields).toEqual([{ field: 'names', message: 'validation.tagNameRequired' }]);
  });
});

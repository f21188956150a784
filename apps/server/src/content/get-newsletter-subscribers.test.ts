import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { NEWSLETTER_LIST_PAGE_SIZE } from './get-newsletter-subscribers.ts';
import { confirmedSubscriber, freshEmail, signUp } from './newsletter-test-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const list = async (payload: { search?: string; page?: number }) =>
  dataOf(await t.call('getNewsletterSubscribers', { page: 1, ...payload }, { token: staff }));

describe('getNewsletterSubscribers', () => {
  it('lists confirmed subscribers only, not those waiting or gone, with search and paging', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const kept = await confirmedSubscriber(t, { email: freshEmail(`${tag}-kept`), company: `Siam ${tag}` });
    const left = await confirmedSubscriber(t, { email: freshEmail(`${tag}-left`) });
    await t.call('unsubscribeNewsletter', { token: left.unsubscribe });
    await signUp(t, { email: freshEmail(`${tag}-waiting`) });

    const found = await list({ search: tag });
    expect(found.items.map((s) => s.email)).toEqual([kept.email]);
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: NEWSLETTER_LIST_PAGE_SIZE });
    expect(found.items[0]).toMatchObject({
      firstName: 'Kenji',
      lastName: 'Sato',
      company: `Siam ${tag}`,
      country: 'JP',
      jobTitle: 'Laboratory Manager',
      language: 'ja',
      marketingConsent: false,
    });
    expect(Date.parse(found.items[0]?.confirmedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Company, name and address all match, in any case.
    expect((await list({ search: `SIAM ${tag.toUpperCase()}` })).total).toBe(1);
    expect((await list({ search: 'kenji sato' })).total).toBeGreaterThanOrEqual(1);
    // LIKE's wildcards are plain characters.
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: tag, page: 2 })).items).toEqual([]);
  });
});

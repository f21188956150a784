import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { localeMailTexts, mailsTo } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { freshEmail, lastMailTo, linkToken, signUp, subscriberRow } from './newsletter-test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => t.close());

const invalid = { code: 'newsletter_link_invalid', message: 'newsletter.linkInvalid' };

async function pending(language: 'th' | 'en' = 'th') {
  const email = freshEmail();
  await signUp(t, { email, language });
  const mail = await lastMailTo(t, email);
  return { email, confirm: linkToken(mail.text, 'confirm'), unsubscribe: linkToken(mail.text, 'unsubscribe') };
}

describe('confirmNewsletter', () => {
  it('confirms once, keeps time and address, and mails the welcome with the same List-Unsubscribe', async () => {
    const { email, confirm, unsubscribe } = await pending('th');
    const result = await t.call('confirmNewsletter', { token: confirm }, { remoteAddress: '192.0.2.44' });
    expect(dataOf(result)).toEqual({ status: 'confirmed', email });

    const row = await subscriberRow(t, email);
    expect(row.confirmedAddress).toBe('192.0.2.44');
    expect(row.confirmedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row.confirmTokenHash).toBeNull();

    const [welcome, confirmation] = await mailsTo(t.db, email);
    expect(confirmation?.subject).toBe(localeMailTexts('th').newsletter.subject);
    expect(welcome?.subject).toBe(localeMailTexts('th').newsletter.welcomeSubject);
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<https://portal.example/newsletter/unsubscribe/${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome?.text).toContain(`https://portal.example/newsletter/unsubscribe/${unsubscribe}`);

    // Single use: the second click is refused and mails nothing more.
    expect(errorOf(await t.call('confirmNewsletter', { token: confirm }))).toEqual(invalid);
    expect(await mailsTo(t.db, email)).toHaveLength(2);
  });

  it('refuses an expired link with the same answer as an unknown one', async () => {
    const { email, confirm } = await pending('en');
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await t.call('confirmNewsletter', { token: confirm });
    expect(expired.status).toBe(200);
    expect(errorOf(expired)).toEqual(invalid);
    expect(errorOf(await t.call('confirmNewsletter', { token: 'no-such-token' }))).toEqual(invalid);
    expect((await subscriberRow(t, email)).confirmedAt).toBeNull();
  });

  it('does not confirm a sign-up that was unsubscribed before it was confirmed', async () => {
    const { email, confirm, unsubscribe } = await pending('en');
    expect(dataOf(await t.call('unsubscribeNewsletter', { token: unsubscribe }))).toEqual({ status: 'unsubscribed' });
    expect(errorOf(await t.call('confirmNewsletter', { token: confirm }))).toEqual(invalid);
    expect((await subscriberRow(t, email)).confirmedAt).toBeNull();
  });

  it('confirms once when two clicks arrive together', async () => {
    const { email, confirm } = await pending('en');
    const results = await Promise.all([1, 2].map(() => t.call('confirmNewsletter', { token: confirm })));
    expect(results.filter((r) => 'status' in (r.body.data as object))).toHaveLength(1);
    expect(await mailsTo(t.db, email)).toHaveLength(2);
  });
});

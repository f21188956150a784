import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEWSLETTER_CONSENT_VERSION } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { localeMailTexts, mailsTo } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { hashNewsletterToken } from './newsletter-tokens.ts';
import { NEWSLETTER_THROTTLE } from './newsletter-throttles.ts';
import {
  confirmedSubscriber,
  forgetLastMail,
  freshClient,
  freshEmail,
  lastMailTo,
  linkToken,
  signUp,
  signUpPayload,
  subscriberRow,
} from './newsletter-test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => t.close());

const consentOf = (language: string) => {
  const texts = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/src/i18n/locales', `${language}.json`), 'utf8')) as {
    newsletter: { legalConsent: string; marketingConsent: string };
  };
  return texts.newsletter;
};

describe('subscribeNewsletter', () => {
  it('keeps the sign-up with the consent texts shown, their version, time and address, and mails the link', async () => {
    const email = freshEmail('Kenji.Sato');
    const before = Date.now();
    const result = await signUp(
      t,
      { email: email.toUpperCase(), marketingConsent: true },
      { remoteAddress: '203.0.113.7' },
    );
    expect(dataOf(result)).toEqual({ status: 'pending' });

    const row = await subscriberRow(t, email.toLowerCase());
    const shown = consentOf('ja');
    expect(row).toMatchObject({
      firstName: 'Kenji',
      company: 'Osaka Clinical Lab',
      country: 'JP',
      jobTitle: 'Laboratory Manager',
      langId: 'ja',
      legalConsentText: shown.legalConsent,
      marketingConsent: true,
      marketingConsentText: shown.marketingConsent,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      signedUpAddress: '203.0.113.7',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(row.signedUpAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.confirmExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(row.confirmExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);

    const mail = await lastMailTo(t, email.toLowerCase());
    expect(mail.subject).toBe(localeMailTexts('ja').newsletter.subject);
    const confirm = linkToken(mail.text, 'confirm');
    const unsubscribe = linkToken(mail.text, 'unsubscribe');
    expect(mail.text).toContain(`https://portal.example/newsletter/confirm/${confirm}`);
    expect(mail.html).toContain(`href="https://portal.example/newsletter/confirm/${confirm}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://portal.example/newsletter/unsubscribe/${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only hashes are stored.
    expect(row.confirmTokenHash).toBe(hashNewsletterToken(confirm));
    expect(row.unsubscribeTokenHash).toBe(hashNewsletterToken(unsubscribe));
    expect(JSON.stringify(row)).not.toContain(confirm);
  });

  it('answers an address already subscribed exactly like a new one, and changes and mails nothing', async () => {
    const { email } = await confirmedSubscriber(t);
    await forgetLastMail(t, email); // not even after the mail interval
    const rowBefore = await subscriberRow(t, email);
    const mailsBefore = await mailsTo(t.db, email);

    const again = await signUp(t, { email, firstName: 'Someone', company: 'Else' });
    const fresh = await signUp(t);
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(await subscriberRow(t, email)).toEqual(rowBefore);
    expect(await mailsTo(t.db, email)).toHaveLength(mailsBefore.length);
  });

  it('mails an address at most once per interval: a second sign-up inside it changes nothing', async () => {
    const email = freshEmail();
    await signUp(t, { email });
    const first = await lastMailTo(t, email);
    expect(dataOf(await signUp(t, { email, company: 'Changed' }))).toEqual({ status: 'pending' });
    expect(await mailsTo(t.db, email)).toHaveLength(1);
    expect((await subscriberRow(t, email)).company).toBe('Osaka Clinical Lab');

    // Once the interval has passed, a new sign-up mails a new link and the first one dies.
    await forgetLastMail(t, email);
    await signUp(t, { email, company: 'Changed', language: 'de' });
    const mails = await mailsTo(t.db, email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(localeMailTexts('de').newsletter.subject);
    expect((await subscriberRow(t, email)).company).toBe('Changed');
    const old = await t.call('confirmNewsletter', { token: linkToken(first.text, 'confirm') });
    expect(errorOf(old).code).toBe('newsletter_link_invalid');
    const current = await t.call('confirmNewsletter', { token: linkToken(mails[0]?.text ?? '', 'confirm') });
    expect(dataOf(current)).toEqual({ status: 'confirmed', email });
  });

  it('starts a new double opt-in for an address that unsubscribed', async () => {
    const { email, unsubscribe } = await confirmedSubscriber(t);
    await t.call('unsubscribeNewsletter', { token: unsubscribe });
    await forgetLastMail(t, email);
    await signUp(t, { email });
    const row = await subscriberRow(t, email);
    expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null, confirmedAddress: null });
    const mail = await lastMailTo(t, email);
    expect(linkToken(mail.text, 'unsubscribe')).toBe(unsubscribe); // the same way out as before
    expect(dataOf(await t.call('confirmNewsletter', { token: linkToken(mail.text, 'confirm') })).status).toBe(
      'confirmed',
    );
  });

  it('throttles sign-ups per client address (429) and mails nothing then', async () => {
    const client = freshClient();
    const keys = ruleKeys(NEWSLETTER_THROTTLE, 'other@news.example', client);
    for (let i = 0; i < NEWSLETTER_THROTTLE.perClient; i++) await recordAttempt(t.db, NEWSLETTER_THROTTLE, keys);
    const email = freshEmail();
    const result = await signUp(t, { email }, { remoteAddress: client });
    expect(result.status).toBe(429);
    expect(errorOf(result)).toEqual({ code: 'too_many_requests', message: 'errors.tooManyAttempts' });
    expect(await mailsTo(t.db, email)).toHaveLength(0);
    // Another client is not affected.
    expect(dataOf(await signUp(t, { email }))).toEqual({ status: 'pending' });
  });

  it('throttles repeated sign-ups of one address from many clients', async () => {
    const email = freshEmail();
    for (let i = 0; i < NEWSLETTER_THROTTLE.perAccount; i++) expect((await signUp(t, { email })).status).toBe(200);
    expect((await signUp(t, { email })).status).toBe(429);
    expect(await mailsTo(t.db, email)).toHaveLength(1);
  });

  it('refuses a missing, wrong or reused captcha', async () => {
    const payload = signUpPayload();
    const missing = await t.callRaw('subscribeNewsletter', payload);
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields?.map((f) => f.field)).toEqual(['captcha']);
    const wrong = await t.call('subscribeNewsletter', { ...payload, captcha: 'not-a-solution' });
    expect(errorOf(wrong)).toEqual({ code: 'captcha_invalid', message: 'errors.captchaInvalid' });
    expect(await mailsTo(t.db, payload.email)).toHaveLength(0);
  });

  it('refuses bad input with the translated field messages of the contract', async () => {
    const bad = await t.callRaw('subscribeNewsletter', {
      ...signUpPayload({ email: 'not-an-address', firstName: '', company: '' }),
      legalConsent: false,
      jobTitle: 'Astronaut',
      captcha: 'x',
    });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((errorOf(bad).fields ?? []).map((f) => [f.field, f.message]));
    expect(fields).toMatchObject({
      firstName: 'validation.firstNameRequired',
      company: 'validation.companyRequired',
      legalConsent: 'validation.legalConsentRequired',
      jobTitle: 'validation.jobTitleRequired',
    });
    expect(fields.email).toMatch(/^validation\./);

    const country = await signUp(t, { country: 'XX' });
    expect(country.status).toBe(400);
    expect(errorOf(country).fields).toEqual([{ field: 'country', message: 'validation.countryRequired' }]);
  });
});

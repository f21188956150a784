import type { PayloadOf } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleMailDeliveries } from '../mail/send-mail.ts';
import { recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { localeMailTexts, mailsTo } from '../test/mail.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { CONTACT_THROTTLE } from './newsletter-throttles.ts';
import { freshClient, freshEmail, linkToken, signUp } from './newsletter-test-fixtures.ts';

const STAFF = 'contact@lab.example';
const smtp = startSmtpServer();
let t: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Lab Portal <portal@lab.example>',
      CONTACT_MAIL_TO: STAFF,
      PUBLIC_URL: 'https://portal.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = (overrides: Partial<PayloadOf<'sendContactMessage'>> = {}) => ({
  firstName: 'Mali',
  lastName: 'Srisuk',
  email: freshEmail('mali'),
  company: 'Bangkok General',
  country: 'TH',
  message: 'When does the next round open?',
  language: 'th' as const,
  ...overrides,
});

const send = async (payload: Omit<PayloadOf<'sendContactMessage'>, 'captcha'>, remoteAddress = freshClient()) =>
  t.call('sendContactMessage', { ...payload, captcha: await solveCaptcha(t.app) }, { remoteAddress });

describe('sendContactMessage', () => {
  it('mails staff the message as typed, as text only, with Reply-To the sender', async () => {
    const payload = message({
      message: 'Line one\n<script>alert(1)</script> & <a href="https://evil.example">click</a>\nLine three',
    });
    expect(dataOf(await send(payload))).toEqual({ sent: true });
    const mail = await smtp.nextMail();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([STAFF]);
    expect(mail.replyTo?.value).toEqual([{ address: payload.email, name: '' }]);
    expect(mail.subject).toBe('Contact form: message from Mali Srisuk');
    expect(mail.text).toContain(payload.message);
    expect(mail.text).toContain('Country/region: Thailand');
    expect(mail.text).toContain('Language: Thai');
    expect(mail.text).toContain(localeMailTexts('en').contact.intro.replace('{{name}}', 'Mali Srisuk'));
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;a href=&quot;https://evil.example');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="https://evil.example"');
  });

  it('throttles per client address (429) and mails nothing then', async () => {
    const client = freshClient();
    const keys = ruleKeys(CONTACT_THROTTLE, 'someone@else.example', client);
    for (let i = 0; i < CONTACT_THROTTLE.perClient; i++) await recordAttempt(t.db, CONTACT_THROTTLE, keys);
    const before = (await mailsTo(t.db, STAFF)).length;
    const result = await send(message(), client);
    expect(result.status).toBe(429);
    expect(await mailsTo(t.db, STAFF)).toHaveLength(before);
  });

  it('refuses a wrong captcha and bad input with translated field messages', async () => {
    const wrong = await t.call('sendContactMessage', { ...message(), captcha: 'nope' });
    expect(errorOf(wrong)).toEqual({ code: 'captcha_invalid', message: 'errors.captchaInvalid' });
    const bad = await t.callRaw('sendContactMessage', {
      ...message({ firstName: '', email: 'no-at', message: '   ', company: '<b>' }),
      country: '',
      captcha: 'x',
    });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((errorOf(bad).fields ?? []).map((f) => [f.field, f.message]));
    expect(fields).toMatchObject({
      firstName: 'validation.firstNameRequired',
      message: 'validation.messageRequired',
      country: 'validation.countryRequired',
      company: 'validation.textInvalid',
    });
    expect(fields.email).toMatch(/^validation\./);
  });
});

describe('newsletter mail through SMTP', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const email = freshEmail();
    await signUp(t, { email, language: 'ko' });
    await settleMailDeliveries();
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe(localeMailTexts('ko').newsletter.subject);
    const token = linkToken(mail.text ?? '', 'unsubscribe');
    // The header lines as sent, unfolded (a long header may continue on the next line).
    const line = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: <https://portal.example/newsletter/unsubscribe/${token}>`);
  });
});

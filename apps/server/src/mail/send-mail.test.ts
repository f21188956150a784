import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { localeMailTexts, mailsTo, resetMailParts } from '../test/mail.ts';
import { closedPort, startSmtpServer } from '../test/smtp-server.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { settleMailDeliveries } from './send-mail.ts';

const smtp = startSmtpServer();
let t: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Lab Portal <portal@lab.example>',
      PUBLIC_URL: 'https://portal.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail through SMTP', () => {
  it('delivers the reset mail in the user language, code and link in text and HTML, and marks it sent', async () => {
    const email = 'translator@demo.example';
    await t.db.update(users).set({ language: 'ja' }).where(eq(users.email, email));
    const captcha = await solveCaptcha(t.app);
    expect(dataOf(await t.call('sendforgotPassword', { email, captcha }))).toEqual({ status: 'Sent' });

    const mail = await smtp.nextMail();
    expect(mail.subject).toBe(localeMailTexts('ja').reset.subject);
    expect(mail.from?.value).toEqual([{ address: 'portal@lab.example', name: 'Lab Portal' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([email]);
    const { code, token } = resetMailParts(mail.text ?? '');
    expect(mail.text).toContain(localeMailTexts('ja').reset.code);
    expect(mail.text).toContain('15分');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`https://portal.example/confirm-password/${token}`);
    expect(mail.html).toContain('<html lang="ja">');

    await settleMailDeliveries();
    const [row] = await mailsTo(t.db, email);
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The mailed code works.
    expect(dataOf(await t.call('resetPassword', { token, otp: code, newPassword: 'Smtp#Reset2026' }))).toEqual({
      status: 'Success',
    });
  });

  it('keeps a mail the server cannot take in the outbox, unsent, and still answers Sent', async () => {
    const port = await closedPort();
    const offline = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const user = await offline.createUser();
      const captcha = await solveCaptcha(offline.app);
      expect(dataOf(await offline.call('sendforgotPassword', { email: user.email, captcha }))).toEqual({
        status: 'Sent',
      });
      await settleMailDeliveries();
      const rows = await offline.db.select().from(outbox).where(eq(outbox.to, user.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.sentAt).toBeNull();
      // Left to the retry sender: one attempt counted, the error kept, the next try a minute later.
      expect(rows[0]?.attempts).toBe(1);
      expect(rows[0]?.lastError).toMatch(/ECONNREFUSED/);
      expect(rows[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(rows[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    } finally {
      await offline.close();
    }
  });
});

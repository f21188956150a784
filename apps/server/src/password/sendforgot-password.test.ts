import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, outbox } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { localeMailTexts, mailsTo, resetMailParts } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { CallOptions, TestApp } from '../test/test-app.ts';
import { recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { FORGOT_PASSWORD_THROTTLE } from './throttles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COMPANY_EMAIL_DOMAINS: 'corp.example', PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => t.close());

const forgot = async (email: string, options: CallOptions = {}) =>
  t.call('sendforgotPassword', { email, captcha: await solveCaptcha(t.app) }, options);

describe('sendforgotPassword', () => {
  it('mails a six-digit code and the confirm-password link, in text and HTML, to the account', async () => {
    const user = await t.createUser({ givenName: 'Ann', familyName: 'Lee' });
    expect(dataOf(await forgot(user.email))).toEqual({ status: 'Sent' });

    const [mail, ...older] = await mailsTo(t.db, user.email);
    expect(older).toHaveLength(0);
    expect(mail?.subject).toBe(localeMailTexts('en').reset.subject);
    expect(mail?.sentAt).toBeNull(); // no SMTP_URL: kept in the outbox
    const { code, token } = resetMailParts(mail?.text ?? '');
    expect(mail?.text).toContain(`https://portal.example/confirm-password/${token}`);
    expect(mail?.text).toContain('Hello Ann Lee,');
    expect(mail?.text).toContain('15 minutes');
    expect(mail?.html).toContain(`>${code}</p>`);
    expect(mail?.html).toContain(`href="https://portal.example/confirm-password/${token}"`);

    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row).toMatchObject({ purpose: 'reset', usedAt: null, attempts: 0 });
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    // Only hashes are stored.
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the address case-insensitively and writes in the account language', async () => {
    const user = await t.createUser({ language: 'de' });
    expect(dataOf(await forgot(user.email.toUpperCase()))).toEqual({ status: 'Sent' });
    const [mail] = await mailsTo(t.db, user.email);
    expect(mail?.subject).toBe(localeMailTexts('de').reset.subject);
    expect(mail?.text).toContain('15 Minuten');
  });

  it('escapes the name in the HTML mail', async () => {
    const user = await t.createUser({ givenName: 'Ann <b>&', familyName: '"Lee"' });
    await forgot(user.email);
    const [mail] = await mailsTo(t.db, user.email);
    expect(mail?.text).toContain('Hello Ann <b>& "Lee",');
    expect(mail?.html).toContain('Hello Ann &lt;b&gt;&amp; &quot;Lee&quot;,');
    expect(mail?.html).not.toContain('<b>&');
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const known = await t.createUser();
    const before = await t.db.select({ id: outbox.id }).from(outbox);
    const unknown = await forgot('nobody-here@test.example');
    const knownAnswer = await forgot(known.email);
    expect(unknown.status).toBe(knownAnswer.status);
    expect(unknown.body).toEqual(knownAnswer.body);
    const after = await t.db.select({ id: outbox.id, to: outbox.to }).from(outbox);
    expect(after.filter((m) => !before.some((b) => b.id === m.id)).map((m) => m.to)).toEqual([known.email]);
  });

  it('makes an earlier unused code of the account stop working', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    const first = resetMailParts((await mailsTo(t.db, user.email))[0]?.text ?? '');
    await forgot(user.email);
    const second = resetMailParts((await mailsTo(t.db, user.email))[0]?.text ?? '');
    expect(second.token).not.toBe(first.token);
    const tryCode = (parts: { code: string; token: string }) =>
      t.call('resetPassword', { token: parts.token, otp: parts.code, newPassword: 'Fresh#Pass1' });
    expect(errorOf(await tryCode(first))).toEqual({ code: 104, message: 'errors.otpExpired' });
    expect(dataOf(await tryCode(second))).toEqual({ status: 'Success' });
  });

  it('refuses a company address with code 121 and mails nothing', async () => {
    const staff = await t.createUser({ email: 'someone@eu.corp.example' });
    const result = await forgot(staff.email);
    expect(result.status).toBe(200);
    expect(errorOf(result)).toEqual({ code: 121, message: 'validation.emailDomainError' });
    expect(await mailsTo(t.db, staff.email)).toHaveLength(0);
  });

  it('refuses a missing, wrong or reused captcha', async () => {
    const user = await t.createUser();
    const missing = await t.callRaw('sendforgotPassword', { email: user.email });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields?.map((f) => f.field)).toEqual(['captcha']);

    const captchaInvalid = { code: 'captcha_invalid', message: 'errors.captchaInvalid' };
    for (const captcha of ['', 'not-base64-json', Buffer.from('{"challenge":{}}').toString('base64')]) {
      const result = await t.call('sendforgotPassword', { email: user.email, captcha });
      expect(result.status).toBe(200);
      expect(errorOf(result)).toEqual(captchaInvalid);
    }

    const captcha = await solveCaptcha(t.app);
    expect(dataOf(await t.call('sendforgotPassword', { email: user.email, captcha }))).toEqual({ status: 'Sent' });
    expect(errorOf(await t.call('sendforgotPassword', { email: user.email, captcha }))).toEqual(captchaInvalid);
    expect(await mailsTo(t.db, user.email)).toHaveLength(1);
  });

  it('refuses the address and the e-mail field the schema refuses, before any captcha work', async () => {
    const at101 = `${'a'.repeat(60)}@${'b'.repeat(36)}.com`;
    for (const email of ['', 'no-at-sign', at101]) {
      const result = await t.call('sendforgotPassword', { email, captcha: 'x' });
      expect(result.status).toBe(400);
      expect(new Set(errorOf(result).fields?.map((f) => f.field))).toEqual(new Set(['email']));
    }
  });

  it(`allows ${FORGOT_PASSWORD_THROTTLE.perAccount} requests per address an hour, then 429`, async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.perAccount; i++) {
      expect(dataOf(await forgot(user.email, { remoteAddress: `10.1.0.${i + 1}` }))).toEqual({ status: 'Sent' });
    }
    const refused = await forgot(user.email, { remoteAddress: '10.1.0.99' });
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'too_many_requests', message: 'errors.tooManyAttempts' });
    expect(await mailsTo(t.db, user.email)).toHaveLength(FORGOT_PASSWORD_THROTTLE.perAccount);
    // Unknown addresses count the same way, and nothing else is locked out.
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.perAccount; i++) await forgot('ghost@test.example');
    expect((await forgot('ghost@test.example')).status).toBe(429);
    expect(dataOf(await forgot(other.email, { remoteAddress: '10.1.0.99' }))).toEqual({ status: 'Sent' });
  });

  it(`allows ${FORGOT_PASSWORD_THROTTLE.perClient} requests per client address an hour, then 429`, async () => {
    // All but the last allowed request are counted directly, to spare the test that many captcha solutions.
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.perClient - 1; i++) {
      await recordAttempt(
        t.db,
        FORGOT_PASSWORD_THROTTLE,
        ruleKeys(FORGOT_PASSWORD_THROTTLE, `spray-${i}@x.example`, '10.2.0.1'),
      );
    }
    expect(dataOf(await forgot('spray-last@test.example', { remoteAddress: '10.2.0.1' }))).toEqual({ status: 'Sent' });
    const user = await t.createUser();
    expect((await forgot(user.email, { remoteAddress: '10.2.0.1' })).status).toBe(429);
    expect(dataOf(await forgot(user.email, { remoteAddress: '10.2.0.2' }))).toEqual({ status: 'Sent' });
  });

  it('changes nothing by itself: the old password still signs in', async () => {
    const user = await t.createUser();
    await forgot(user.email);
    expect(await t.signIn(user.email, user.password)).toMatch(/-\d+$/);
  });
});

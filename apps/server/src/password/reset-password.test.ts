import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { oneTimeCodes, users } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { requestReset } from '../test/forgot-password.ts';
import { hashLinkToken, ONE_TIME_CODES } from '../shared/one-time-codes.ts';
import { OTP_THROTTLE } from './throttles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Reset#Pass2026';
const otpExpired = { code: 104, message: 'errors.otpExpired' };
const linkInvalid = { code: 113, message: 'errors.linkInvalid' };

const reset = (token: string, otp: string, newPassword = NEW_PASSWORD, remoteAddress?: string) =>
  t.call('resetPassword', { token, otp, newPassword }, { remoteAddress });
const verifyLink = (token: string) => t.call('verifyRegisteredUser', { token, retry_reset: 'Change_password' });
const signInStatus = async (email: string, password: string) => {
  const result = await t.call('ValidateUser', { email, password });
  return result.body.token ? 'signed in' : errorOf(result).code;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password → confirm password', () => {
  it('walks the whole flow: mail, link, new password; the old password stops working', async () => {
    const email = 'lab@demo.example';
    const oldSession = await t.signIn(email);
    const { code, token } = await requestReset(t, email);

    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(dataOf(await verifyLink(token))).toEqual({ userId: user?.id, email });
    expect(dataOf(await verifyLink(token))).toEqual({ userId: user?.id, email }); // looking does not use it up

    expect(dataOf(await reset(token, code))).toEqual({ status: 'Success' });
    expect(await signInStatus(email, NEW_PASSWORD)).toBe('signed in');
    expect(await signInStatus(email, DEMO_PASSWORD)).toBe('invalid_credentials');
    // Every session of the account is revoked.
    expect((await t.call('getSession', {}, { token: oldSession })).status).toBe(401);
    expect(errorOf(await verifyLink(token))).toEqual(linkInvalid);
  });

  it('marks the address verified and lifts "must change" and "expired"', async () => {
    const user = await t.createUser({
      emailVerified: false,
      forceChangePassword: true,
      passwordExpiresAt: new Date('2025-01-01T00:00:00Z'),
    });
    const { code, token } = await requestReset(t, user.email);
    expect(dataOf(await reset(token, code))).toEqual({ status: 'Success' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerified: true, forceChangePassword: false, passwordExpiresAt: null });
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe('signed in');
  });

  it('answers a wrong code with 104 and counts it', async () => {
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    expect(errorOf(await reset(token, wrongCode(code)))).toEqual(otpExpired);
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.linkTokenHash, hashLinkToken(token)));
    expect(row?.attempts).toBe(1);
    expect(await signInStatus(user.email, user.password)).toBe('signed in');
    expect(dataOf(await reset(token, code))).toEqual({ status: 'Success' });
  });

  it('answers an expired code with 104, and the link is dead', async () => {
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.linkTokenHash, hashLinkToken(token)));
    expect(errorOf(await reset(token, code))).toEqual(otpExpired);
    expect(errorOf(await verifyLink(token))).toEqual(linkInvalid);
    expect(await signInStatus(user.email, user.password)).toBe('signed in');
  });

  it('answers a used code with 104', async () => {
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    expect(dataOf(await reset(token, code))).toEqual({ status: 'Success' });
    expect(errorOf(await reset(token, code, 'Another#Pass1'))).toEqual(otpExpired);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe('signed in');
  });

  it(`kills the link after ${ONE_TIME_CODES.maxWrongCodes} wrong codes: even the right one fails then`, async () => {
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    for (let i = 0; i < ONE_TIME_CODES.maxWrongCodes; i++) {
      expect(errorOf(await reset(token, wrongCode(code)))).toEqual(otpExpired);
    }
    expect(errorOf(await reset(token, code))).toEqual(otpExpired);
    expect(errorOf(await verifyLink(token))).toEqual(linkInvalid);
    expect(await signInStatus(user.email, user.password)).toBe('signed in');
  });

  it('answers unknown and malformed tokens with 113 (verify) and 104 (reset)', async () => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(200)]) {
      expect(errorOf(await verifyLink(token))).toEqual(linkInvalid);
      expect(errorOf(await t.call('verifyRegisteredUser', { token }))).toEqual(linkInvalid);
      expect(errorOf(await reset(token, '123456'))).toEqual(otpExpired);
    }
  });

  it(`throttles wrong codes per client address: ${OTP_THROTTLE.perClient} an hour, then 429`, async () => {
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    for (let i = 0; i < OTP_THROTTLE.perClient; i++) {
      expect(errorOf(await reset(`guess-${i}`, '000000', NEW_PASSWORD, '10.3.0.1'))).toEqual(otpExpired);
    }
    const refused = await reset(token, code, NEW_PASSWORD, '10.3.0.1');
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'too_many_requests', message: 'errors.tooManyAttempts' });
    expect(dataOf(await reset(token, code, NEW_PASSWORD, '10.3.0.2'))).toEqual({ status: 'Success' });
  });

  it('throttles wrong codes per account across its links', async () => {
    const user = await t.createUser();
    let parts = await requestReset(t, user.email);
    for (let i = 0; i < OTP_THROTTLE.perAccount; i++) {
      if (i > 0 && i % ONE_TIME_CODES.maxWrongCodes === 0) parts = await requestReset(t, user.email);
      await reset(parts.token, wrongCode(parts.code), NEW_PASSWORD, `10.4.0.${i + 1}`);
    }
    parts = await requestReset(t, user.email);
    expect((await reset(parts.token, parts.code, NEW_PASSWORD, '10.4.1.1')).status).toBe(429);
  });

  it.each([
    [50, true],
    [51, false],
  ])('takes a new password of %i characters: %s', async (length, accepted) => {
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    const password = `Aa1#${'x'.repeat(length - 4)}`;
    const result = await reset(token, code, password);
    if (accepted) {
      expect(dataOf(result)).toEqual({ status: 'Success' });
      expect(await signInStatus(user.email, password)).toBe('signed in');
    } else {
      expect(result.status).toBe(400);
      expect(errorOf(result)).toMatchObject({ code: 'invalid_payload', fields: [{ field: 'newPassword' }] });
    }
  });

  it('names each field the schema refuses', async () => {
    const result = await t.call('resetPassword', { token: '', otp: '12345678901', newPassword: 'weak' });
    expect(result.status).toBe(400);
    expect(new Set(errorOf(result).fields?.map((f) => f.field))).toEqual(new Set(['token', 'otp', 'newPassword']));
  });

  it('keeps sessions of other users', async () => {
    const bystander = await t.signIn('translator@demo.example');
    const user = await t.createUser();
    const { code, token } = await requestReset(t, user.email);
    expect(dataOf(await reset(token, code))).toEqual({ status: 'Success' });
    expect((await t.call('getSession', {}, { token: bystander })).status).toBe(200);
  });
});

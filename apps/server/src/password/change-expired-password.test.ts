import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../shared/login-throttle.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { users } from '../db/schema/index.ts';
import { localeMailTexts, mailsTo, verificationToken } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Renewed#2026';
const passwordIncorrect = { code: 104, message: 'errors.passwordIncorrect' };

/** Sign-in as the web does it: the outcome code and user id, or 'signed in'. */
async function signInOutcome(email: string, password: string) {
  const result = await t.call('ValidateUser', { email, password });
  if (result.body.token) return { code: 'signed in' as const, userId: undefined };
  const { code, userId } = errorOf(result);
  return { code, userId };
}

const changeExpired = (userId: string, Password: string, newPassword = NEW_PASSWORD, remoteAddress?: string) =>
  t.call('changeExpiredPassword', { userId, Password, newPassword }, { remoteAddress });

describe('changeExpiredPassword', () => {
  it.each([
    ['expired@demo.example', 120],
    ['mustchange@demo.example', 130],
  ])('lets %s (code %i) choose a new password, then sign in with it', async (email, code) => {
    const held = await signInOutcome(email, DEMO_PASSWORD);
    expect(held.code).toBe(code);
    expect(dataOf(await changeExpired(held.userId ?? '', DEMO_PASSWORD))).toEqual({ status: 'Success' });
    expect((await signInOutcome(email, NEW_PASSWORD)).code).toBe('signed in');
    expect((await signInOutcome(email, DEMO_PASSWORD)).code).toBe('invalid_credentials');
    // Done once: the account is in none of the states any more.
    expect(errorOf(await changeExpired(held.userId ?? '', NEW_PASSWORD, 'Another#2026'))).toEqual(passwordIncorrect);
  });

  it('changes an unverified (110) password but keeps the address unverified until the mailed link is opened', async () => {
    const email = 'unverified@demo.example';
    const held = await signInOutcome(email, DEMO_PASSWORD);
    expect(held.code).toBe(110);
    expect(dataOf(await changeExpired(held.userId ?? '', DEMO_PASSWORD))).toEqual({ status: 'Success' });
    expect((await signInOutcome(email, NEW_PASSWORD)).code).toBe(110);

    const [mail] = await mailsTo(t.db, email);
    expect(mail?.subject).toBe(localeMailTexts('en').verify.subject);
    expect(mail?.text).toContain('24 hours');
    const token = verificationToken(mail?.text ?? '');
    expect(dataOf(await t.call('verifyRegisteredUser', { token }))).toEqual({ userId: held.userId, email });
    expect((await signInOutcome(email, NEW_PASSWORD)).code).toBe('signed in');
    // The link works once.
    expect(errorOf(await t.call('verifyRegisteredUser', { token }))).toEqual({
      code: 113,
      message: 'errors.linkInvalid',
    });
  });

  it('answers a wrong password, an unknown user and a user in none of the states with the same 104', async () => {
    const user = await t.createUser({ passwordExpiresAt: new Date(Date.now() - 1000) });
    const healthy = await t.createUser();
    const wrong = await changeExpired(user.id, 'Wrong#2026');
    const unknown = await changeExpired('00000000-0000-4000-8000-000000000000', 'Wrong#2026');
    const notHeld = await changeExpired(healthy.id, healthy.password);
    for (const result of [wrong, unknown, notHeld]) {
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ data: { error: passwordIncorrect } });
    }
    expect((await signInOutcome(user.email, user.password)).code).toBe(120);
    expect((await signInOutcome(healthy.email, healthy.password)).code).toBe('signed in');
  });

  it('does not count a password that will expire later as expired', async () => {
    const user = await t.createUser({ passwordExpiresAt: new Date(Date.now() + 3_600_000) });
    expect(errorOf(await changeExpired(user.id, user.password))).toEqual(passwordIncorrect);
  });

  it('is throttled like sign-in', async () => {
    const user = await t.createUser({ forceChangePassword: true });
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      expect(errorOf(await changeExpired(user.id, `Wrong#${i}`, NEW_PASSWORD, '10.5.0.1'))).toEqual(passwordIncorrect);
    }
    expect((await changeExpired(user.id, user.password, NEW_PASSWORD, '10.5.0.1')).status).toBe(429);
    // The same counters as sign-in: this client's sign-in is refused too, another client's needs a captcha.
    const signIn = (remoteAddress: string) =>
      t.call('ValidateUser', { email: user.email, password: user.password }, { remoteAddress });
    expect((await signIn('10.5.0.1')).status).toBe(429);
    expect(errorOf(await signIn('10.5.0.2')).code).toBe('captcha_required');
  });

  it.each([
    [7, false],
    [8, true],
    [25, true],
    [26, false],
  ])('takes a new password of %i characters: %s', async (length, accepted) => {
    const user = await t.createUser({ forceChangePassword: true });
    const newPassword = `Aa1#${'x'.repeat(length - 4)}`;
    const result = await changeExpired(user.id, user.password, newPassword);
    if (accepted) {
      expect(dataOf(result)).toEqual({ status: 'Success' });
      const [row] = await t.db.select({ force: users.forceChangePassword }).from(users).where(eq(users.id, user.id));
      expect(row?.force).toBe(false);
    } else {
      expect(result.status).toBe(400);
      expect(errorOf(result)).toMatchObject({ code: 'invalid_payload', fields: [{ field: 'newPassword' }] });
    }
  });

  it('names the missing fields', async () => {
    const result = await t.callRaw('changeExpiredPassword', { newPassword: NEW_PASSWORD });
    expect(result.status).toBe(400);
    expect(new Set(errorOf(result).fields?.map((f) => f.field))).toEqual(new Set(['userId', 'Password']));
  });
});

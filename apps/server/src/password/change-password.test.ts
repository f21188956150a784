import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../shared/login-throttle.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const passwordIncorrect = { code: 104, message: 'errors.passwordIncorrect' };
const validPassword = (length: number) => `Aa1#${'x'.repeat(length - 4)}`;

describe('changePassword', () => {
  it('sets the new password and signs out every other session of the user, not this one', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const current = await t.signIn(user.email, user.password);
    const elsewhere = await t.signIn(user.email, user.password);
    const otherUser = await t.signIn(other.email, other.password);

    const result = await t.call(
      'changePassword',
      { Password: user.password, newPassword: 'Changed#2026' },
      { token: current },
    );
    expect(dataOf(result)).toEqual({ status: 'Success' });

    expect((await t.call('getSession', {}, { token: current })).status).toBe(200);
    expect((await t.call('getSession', {}, { token: elsewhere })).status).toBe(401);
    expect((await t.call('getSession', {}, { token: otherUser })).status).toBe(200);
    expect(await t.signIn(user.email, 'Changed#2026')).toBeTruthy();
    expect(errorOf(await t.call('ValidateUser', { email: user.email, password: user.password })).code).toBe(
      'invalid_credentials',
    );
  });

  it('answers a wrong old password with 104 and changes nothing', async () => {
    const user = await t.createUser();
    const token = await t.signIn(user.email, user.password);
    const result = await t.call('changePassword', { Password: 'Wrong#2026', newPassword: 'Changed#2026' }, { token });
    expect(result.status).toBe(200);
    expect(errorOf(result)).toEqual(passwordIncorrect);
    expect(await t.signIn(user.email, user.password)).toBeTruthy();
  });

  it('counts wrong old passwords as failed sign-ins', async () => {
    const user = await t.createUser();
    const token = await t.signIn(user.email, user.password);
    // From an address of its own: the failures would otherwise make this file's later sign-ins need a captcha.
    const remoteAddress = '10.0.9.1';
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      await t.call('changePassword', { Password: `Wrong#${i}`, newPassword: 'Changed#2026' }, { token, remoteAddress });
    }
    const again = { Password: user.password, newPassword: 'Changed#2026' };
    expect((await t.call('changePassword', again, { token, remoteAddress })).status).toBe(429);
    // The same counter as sign-in, this client's own: its sign-in is refused too.
    expect(
      (await t.call('ValidateUser', { email: user.email, password: user.password }, { remoteAddress })).status,
    ).toBe(429);
  });

  it('needs a session', async () => {
    const result = await t.call('changePassword', { Password: 'Old#Pass1', newPassword: 'Changed#2026' });
    expect(result.status).toBe(401);
    expect(errorOf(result).code).toBe(106);
  });

  it.each([
    [7, false],
    [8, true],
    [25, true],
    [26, false],
  ])('takes a new password of %i characters: %s', async (length, accepted) => {
    const user = await t.createUser();
    const token = await t.signIn(user.email, user.password);
    const result = await t.call(
      'changePassword',
      { Password: user.password, newPassword: validPassword(length) },
      { token },
    );
    if (accepted) {
      expect(dataOf(result)).toEqual({ status: 'Success' });
      expect(await t.signIn(user.email, validPassword(length))).toBeTruthy();
    } else {
      expect(result.status).toBe(400);
      expect(errorOf(result)).toMatchObject({ code: 'invalid_payload', fields: [{ field: 'newPassword' }] });
    }
  });

  it.each(['NoDigits#here', 'nouppercase#1', 'NOLOWERCASE#1', 'NoSymbol12', 'Ab1#<script>'])(
    'refuses a new password without the §5 complexity: %s',
    async (newPassword) => {
      const user = await t.createUser();
      const token = await t.signIn(user.email, user.password);
      const result = await t.call('changePassword', { Password: user.password, newPassword }, { token });
      expect(result.status).toBe(400);
      expect(errorOf(result).fields?.map((f) => f.field)).toEqual(['newPassword']);
    },
  );

  it('refuses a new password equal to the old one, and an old password over 50 characters', async () => {
    const user = await t.createUser({ password: 'Same#Pass2026' });
    const token = await t.signIn(user.email, user.password);
    const same = await t.call('changePassword', { Password: 'Same#Pass2026', newPassword: 'Same#Pass2026' }, { token });
    expect(same.status).toBe(400);
    expect(errorOf(same).fields?.map((f) => f.field)).toEqual(['newPassword']);
    const long = await t.call('changePassword', { Password: 'x'.repeat(51), newPassword: 'Changed#2026' }, { token });
    expect(errorOf(long).fields?.map((f) => f.field)).toEqual(['Password']);
    const at50 = await t.call('changePassword', { Password: 'x'.repeat(50), newPassword: 'Changed#2026' }, { token });
    expect(errorOf(at50)).toEqual(passwordIncorrect);
  });
});

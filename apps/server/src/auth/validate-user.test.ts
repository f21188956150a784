import { sessionSchema, tokenExpiry } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CAPTCHA_AFTER, throttleKeys } from '../shared/login-throttle.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { sessions, throttle, users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Company domains, but no single sign-on configured: company addresses still sign in with a password.
  t = await createTestApp({ env: { COMPANY_EMAIL_DOMAINS: 'corp.example' } });
});
afterAll(() => t.close());

const signIn = (email: string, password = DEMO_PASSWORD, remember_me?: boolean) =>
  t.call('ValidateUser', { email, password, ...(remember_me === undefined ? {} : { remember_me }) });

describe('ValidateUser', () => {
  it('signs a lab user in: Session with login user and current user, token at the top level', async () => {
    const result = await signIn('lab@demo.example');
    expect(result.status).toBe(200);
    const session = dataOf(result);
    expect(sessionSchema.parse(session)).toEqual(session);
    expect(session.user).toMatchObject({
      fullName: 'Dana Lab',
      givenName: 'Dana',
      familyName: 'Lab',
      userType: 'external',
      email: 'lab@demo.example',
      preregisterUser: 'No',
      preRegstatus: 'complete',
      labs: [{ labName: 'Demo Hospital Laboratory' }],
    });
    expect(session.currentUser).toMatchObject({
      userId: session.user.userId,
      labCode: 'DEMO-CL-001',
      userLabName: 'Demo Hospital Laboratory',
      labStatus: 'A',
      labCountryCode: 'TH',
      forceUpdateProfile: 'N',
    });
    expect(result.body.token).toMatch(/^[A-Za-z0-9_-]{43}-\d+$/);
    expect(result.body).not.toHaveProperty('data.token');
  });

  it('keeps the site of the sign-in for staff (§3 userLoginFrom)', async () => {
    await t.db.update(users).set({ lastLoginFrom: null }).where(eq(users.email, 'reader@demo.example'));
    dataOf(await signIn('reader@demo.example'));
    const [row] = await t.db.select().from(users).where(eq(users.email, 'reader@demo.example'));
    expect(row?.lastLoginFrom).toBe('APAC');
  });

  it('matches the e-mail case-insensitively', async () => {
    expect(dataOf(await signIn('  LAB@Demo.Example ')).user.email).toBe('lab@demo.example');
  });

  it('gives internal staff no current user', async () => {
    const session = dataOf(await signIn('staff@demo.example'));
    expect(session.user.userType).toBe('internal');
    expect(session.currentUser).toBeNull();
  });

  it('gives the translator the LT permission and the pre-registered user an incomplete profile without lab', async () => {
    expect(dataOf(await signIn('translator@demo.example')).user.userPermission).toEqual(['LT']);
    const nolab = dataOf(await signIn('nolab@demo.example'));
    expect(nolab.user).toMatchObject({ preregisterUser: 'Yes', preRegstatus: 'incomplete', labs: [] });
    expect(nolab.currentUser).toMatchObject({ labId: null, labCode: null });
  });

  it("takes an empty loginToken (as the spec's client sends it) as a password sign-in", async () => {
    const user = await t.createUser();
    const payload = { email: user.email, password: user.password, loginToken: '' };
    expect(dataOf(await t.call('ValidateUser', payload)).user.email).toBe(user.email);
    const wrong = await t.call('ValidateUser', { ...payload, password: 'Wrong#2026', loginType: '' });
    expect(errorOf(wrong).code).toBe('invalid_credentials');
  });

  it('answers a wrong password with 200 invalid_credentials and no token', async () => {
    const result = await signIn('lab@demo.example', 'Wrong#2026');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      data: { error: { code: 'invalid_credentials', message: 'errors.invalidCredentials' } },
    });
  });

  it('answers a form that fails validation with 101 and its fields, without counting an attempt (§8 101)', async () => {
    const result = await t.call(
      'ValidateUser',
      { email: 'lab.demo.example', password: '' },
      { remoteAddress: '10.9.1.1' },
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      data: {
        error: {
          code: 101,
          message: 'errors.loginValidation',
          fields: [
            { field: 'email', message: 'login.errors.emailInvalid' },
            { field: 'password', message: 'login.errors.passwordRequired' },
          ],
        },
      },
    });
    expect(errorOf(await signIn(' ', DEMO_PASSWORD)).fields).toEqual([
      { field: 'email', message: 'login.errors.emailRequired' },
    ]);
    const keys = throttleKeys('lab.demo.example', '10.9.1.1');
    expect(await t.db.select().from(throttle).where(eq(throttle.key, keys.address))).toEqual([]);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrongPassword = await signIn('lab@demo.example', 'Wrong#2026');
    const unknown = await signIn('nobody@demo.example', 'Wrong#2026');
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it.each([
    ['unverified@demo.example', 110, 'errors.emailNotVerified'],
    ['expired@demo.example', 120, 'errors.passwordExpired'],
    ['mustchange@demo.example', 130, 'errors.passwordToBeChanged'],
  ])('answers %s with code %i, the user id and no token', async (email, code, message) => {
    const result = await signIn(email);
    expect(result.status).toBe(200);
    expect(result.body.token).toBeUndefined();
    const error = errorOf(result);
    expect(error).toMatchObject({ code, message });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(error.userId).toBe(row?.id);
  });

  it('does not give the 110/120/130 outcomes to someone without the password', async () => {
    expect(errorOf(await signIn('expired@demo.example', 'Wrong#2026')).code).toBe('invalid_credentials');
  });

  it('keeps a remember-me session for SESSION_REMEMBER_TTL_S instead of SESSION_TTL_S', async () => {
    const now = Date.now() / 1000;
    const short = tokenExpiry((await signIn('lab@demo.example', DEMO_PASSWORD, false)).body.token);
    const long = tokenExpiry((await signIn('lab@demo.example', DEMO_PASSWORD, true)).body.token);
    expect(short).toBeGreaterThanOrEqual(Math.floor(now) + t.config.sessionTtlS - 1);
    expect(short).toBeLessThanOrEqual(Math.ceil(now) + t.config.sessionTtlS + 1);
    expect(long).toBeGreaterThanOrEqual(Math.floor(now) + t.config.sessionRememberTtlS - 1);
    expect(long ?? 0).toBeGreaterThan(short ?? Infinity);
  });

  it('stores neither plain passwords nor plain tokens', async () => {
    const token = (await signIn('lab@demo.example')).body.token ?? '';
    const randomPart = token.slice(0, token.lastIndexOf('-'));
    const everything = JSON.stringify({
      users: await t.db.select().from(users),
      sessions: await t.db.select().from(sessions),
    });
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain(randomPart);
    expect(everything).not.toContain(Buffer.from(randomPart, 'base64url').toString('hex'));
  });
});

describe('ValidateUser with single sign-on for company addresses', () => {
  let corp: TestApp;
  beforeAll(async () => {
    const sso = { provider: 'sso', issuer: 'https://login.corp.example', clientId: 'portal', clientSecret: 'pw' };
    corp = await createTestApp({
      env: { COMPANY_EMAIL_DOMAINS: 'corp.example', OIDC_PROVIDERS: JSON.stringify([sso]) },
    });
  });
  afterAll(() => corp.close());

  it('sends a company address to single sign-on before looking at the password, counting nothing', async () => {
    const employee = await corp.createUser({ email: 'emma@eu.corp.example', userType: 'internal' });
    for (const password of [employee.password, 'Wrong#2026']) {
      const result = await corp.call('ValidateUser', { email: 'Emma@EU.corp.example', password });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ data: { error: { code: 'sso_required', message: 'errors.forcedSso' } } });
    }
    const keys = throttleKeys(employee.email, '127.0.0.1');
    expect(await corp.db.select().from(throttle).where(eq(throttle.key, keys.address))).toEqual([]);
  });

  it('signs other addresses in with their password', async () => {
    expect(
      dataOf(await corp.call('ValidateUser', { email: 'lab@demo.example', password: DEMO_PASSWORD })).user.email,
    ).toBe('lab@demo.example');
  });

  it('lets a company address use its password where single sign-on is not configured', async () => {
    const employee = await t.createUser({ email: 'ian@corp.example', userType: 'internal' });
    expect(dataOf(await signIn(employee.email, employee.password)).user.userType).toBe('internal');
  });
});

describe('ValidateUser asks for a captcha after failed sign-ins', () => {
  const from = (remoteAddress: string, email: string, password: string, captcha?: string) =>
    t.call('ValidateUser', { email, password, ...(captcha ? { captcha } : {}) }, { remoteAddress });
  const captchaRequired = { data: { error: { code: 'captcha_required', message: 'errors.captchaRequired' } } };

  it(`after ${LOGIN_CAPTCHA_AFTER} failures of an address, from any client`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER - 1; i++) await from('10.1.0.1', user.email, 'Wrong#1');
    // Below the threshold the next failure is an ordinary one.
    expect(errorOf(await from('10.1.0.1', user.email, 'Wrong#1')).code).toBe('invalid_credentials');

    const asked = await from('10.1.0.2', user.email, user.password);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(captchaRequired);
    expect((await from('10.1.0.2', user.email, user.password, 'not-a-solution')).body).toEqual(captchaRequired);
    // Being asked is not a failure.
    const [row] = await t.db
      .select()
      .from(throttle)
      .where(eq(throttle.key, throttleKeys(user.email, '').address));
    expect(row?.count).toBe(LOGIN_CAPTCHA_AFTER);

    const captcha = await solveCaptcha(t.app);
    expect((await from('10.1.0.2', user.email, user.password, captcha)).body.token).toBeTruthy();
    // The success cleared the address's failures: no captcha next time.
    expect((await from('10.1.0.2', user.email, user.password)).body.token).toBeTruthy();
  });

  it('takes a captcha solution only once', async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) await from('10.1.1.1', user.email, 'Wrong#1');
    const captcha = await solveCaptcha(t.app);
    expect(errorOf(await from('10.1.1.1', user.email, 'Wrong#2', captcha)).code).toBe('invalid_credentials');
    expect((await from('10.1.1.1', user.email, user.password, captcha)).body).toEqual(captchaRequired);
  });

  it('not for failures of the same client on other addresses (everyone behind one address would pay)', async () => {
    for (let i = 0; i < 10; i++) {
      expect(errorOf(await from('10.1.2.1', `sprayed-${i}@test.example`, 'Wrong#1')).code).toBe('invalid_credentials');
    }
    const user = await t.createUser();
    expect((await from('10.1.2.1', user.email, user.password)).body.token).toBeTruthy();
  });
});

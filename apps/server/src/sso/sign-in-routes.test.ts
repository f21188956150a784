import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInRequests, userIdentities, users } from '../db/schema/index.ts';
import { SIGN_IN_BROWSER_COOKIE } from '../shared/sign-in-browser.ts';
import { ONE_TIME_CODES, prepareLink, storeLink } from '../shared/one-time-codes.ts';
import { signInAtTestProvider } from '../test/oidc-provider.ts';
import type { TestOidcProvider } from '../test/oidc-provider.ts';
import { dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { PUBLIC_URL, locationOf, startSsoTestApp } from './test-fixtures.ts';

const ACCOUNTS = [
  { sub: 'ext-1', email: 'Erin.Outside@Lab.Example', email_verified: true, given_name: 'Erin', family_name: 'Outside' },
  { sub: 'corp-1', email: 'carl@corp.example', email_verified: true, given_name: 'Carl', family_name: 'Corp' },
  { sub: 'li-1', email: 'lina@network.example', email_verified: true, given_name: 'Lina', family_name: 'Link' },
  { sub: 'demo-1', email: 'nolab@demo.example', email_verified: true, given_name: 'Nora', family_name: 'Nolab' },
  { sub: 'squat-1', email: 'squatted@lab.example', email_verified: true, given_name: 'Sam', family_name: 'Owner' },
  { sub: 'unverified-1', email: 'nobody@lab.example', email_verified: false, given_name: 'No', family_name: 'Body' },
  { sub: 'no-mail-1', given_name: 'Mail', family_name: 'Less' },
];

let idp: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  ({ idp, t } = await startSsoTestApp(ACCOUNTS, { COMPANY_EMAIL_DOMAINS: 'corp.example' }));
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** The browser of these tests: its sign-in binding cookie goes with every request (shared/sign-in-browser.ts). */
const BINDING = 'b'.repeat(43);
const BROWSER = { [SIGN_IN_BROWSER_COOKIE]: BINDING };
const OTHER_BROWSER = { [SIGN_IN_BROWSER_COOKIE]: 'o'.repeat(43) };

const get = (url: string, cookies: Record<string, string> = BROWSER) => t.app.inject({ method: 'GET', url, cookies });

/** A whole provider sign-in: start route → provider login → callback; returns where the portal sends the browser. */
async function signInThrough(startPath: string, accountId: string): Promise<URL> {
  const toProvider = locationOf(await get(startPath));
  expect(toProvider.origin).toBe(idp.issuer);
  const callback = await signInAtTestProvider(toProvider.href, accountId);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/sso/callback`);
  return locationOf(await get(`${callback.pathname}${callback.search}`));
}

const tokenLogin = (
  loginToken: string,
  loginType: 'SSO' | 'ciam' | 'SOCIAL',
  remember_me?: boolean,
  cookies: Record<string, string> = BROWSER,
) =>
  t.call(
    'ValidateUser',
    { email: '', password: '', loginToken, loginType, ...(remember_me ? { remember_me } : {}) },
    { cookies },
  );

describe('sign-in through an OpenID Connect provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, keeping only a hash of the state', async () => {
    const url = locationOf(await get('/sso/index.php?sso'));
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    const q = url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: `${PUBLIC_URL}/sso/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state') ?? '';
    const rows = await t.db.select().from(signInRequests);
    expect(JSON.stringify(rows)).not.toContain(state);
    expect(rows.some((r) => r.provider === 'sso' && !r.sameWindow)).toBe(true);
  });

  it('signs a new external user in once with the token the login page receives', async () => {
    const login = await signInThrough('/sso/index.php?sso', 'ext-1');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('msg_type')).toBe('SSO');
    expect(login.searchParams.has('samewindow')).toBe(false);
    const token = login.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    const first = await tokenLogin(token, 'SSO');
    const session = dataOf(first);
    expect(first.body.token).toBeTruthy();
    expect(session.user).toMatchObject({
      email: 'erin.outside@lab.example',
      givenName: 'Erin',
      familyName: 'Outside',
      userType: 'external',
      preregisterUser: 'Yes',
      preRegstatus: 'incomplete',
      isSocialMediaUser: false,
      consentChoice: 'didnotask',
    });
    expect(errorOf(await tokenLogin(token, 'SSO')).code).toBe('invalid_credentials');

    // The account has no password anybody knows, and the provider identity is linked.
    const [user] = await t.db.select().from(users).where(eq(users.email, 'erin.outside@lab.example'));
    expect(user?.emailVerified).toBe(true);
    const identities = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user?.id ?? ''));
    expect(identities).toMatchObject([{ provider: 'sso', subject: 'ext-1' }]);
  });

  it('finds the same account again by provider identity and keeps same-window sign-ins in the same window', async () => {
    const login = await signInThrough('/sso/index.php?sso&samewindow=1', 'ext-1');
    expect(login.searchParams.get('samewindow')).toBe('1');
    const session = dataOf(await tokenLogin(login.searchParams.get('token') ?? '', 'SSO', true));
    expect(session.user.email).toBe('erin.outside@lab.example');
    expect(await t.db.select().from(users).where(eq(users.email, 'erin.outside@lab.example'))).toHaveLength(1);
  });

  it('makes a company address an internal user', async () => {
    const login = await signInThrough('/sso/index.php?sso', 'corp-1');
    const session = dataOf(await tokenLogin(login.searchParams.get('token') ?? '', 'SSO'));
    expect(session.user).toMatchObject({ email: 'carl@corp.example', userType: 'internal' });
    expect(session.currentUser).toBeNull();
  });

  it('makes a professional-network user a content reader marked as social-media user', async () => {
    const login = await signInThrough('/api?request=loginByLinkedin', 'li-1');
    expect(login.searchParams.get('msg_type')).toBe('SOCIAL_MEDIA_LOGIN');
    const session = dataOf(await tokenLogin(login.searchParams.get('token') ?? '', 'SOCIAL'));
    expect(session.user).toMatchObject({
      email: 'lina@network.example',
      userType: 'contentreader',
      isSocialMediaUser: true,
      preRegstatus: 'incomplete',
    });
  });

  it('starts the China address of the professional network always in the same window', async () => {
    const login = await signInThrough('/sso/linkedin/login.php', 'li-1');
    expect(login.searchParams.get('samewindow')).toBe('1');
    expect(login.searchParams.get('msg_type')).toBe('SOCIAL_MEDIA_LOGIN');
  });

  it('links a provider identity to the existing account with the same address', async () => {
    const login = await signInThrough('/sso/index.php?sso', 'demo-1');
    const session = dataOf(await tokenLogin(login.searchParams.get('token') ?? '', 'SSO'));
    expect(session.user).toMatchObject({ email: 'nolab@demo.example', fullName: 'Nora Nolab', userType: 'external' });
    // The account's password still works.
    expect(await t.signIn('nolab@demo.example')).toBeTruthy();
  });

  it('takes over an unverified account for the mailbox owner, without the password someone chose for it', async () => {
    const squatter = await t.createUser({ email: 'squatted@lab.example', emailVerified: false });
    const login = await signInThrough('/sso/index.php?sso', 'squat-1');
    const session = dataOf(await tokenLogin(login.searchParams.get('token') ?? '', 'SSO'));
    expect(session.user.userId).toBe(squatter.id);
    const [user] = await t.db.select().from(users).where(eq(users.id, squatter.id));
    expect(user?.emailVerified).toBe(true);
    const withOldPassword = await t.call('ValidateUser', { email: squatter.email, password: squatter.password });
    expect(errorOf(withOldPassword).code).toBe('invalid_credentials');
  });

  it.each([
    ['unverified-1', 'an address the provider did not verify'],
    ['no-mail-1', 'no address at all'],
  ])('refuses %s (%s) with the error redirect', async (accountId) => {
    const login = await signInThrough('/sso/index.php?sso', accountId);
    expect(Object.fromEntries(login.searchParams)).toEqual({
      msg_type: 'SSO',
      error_code: 'sign_in_failed',
      actual_media_type: 'sso',
    });
  });

  it('fails a tampered or reused state with the error redirect, and an error from the provider', async () => {
    const toProvider = locationOf(await get('/api?request=loginByLinkedin&samewindow=1'));
    const callback = await signInAtTestProvider(toProvider.href, 'li-1');
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state') ?? ''}x`);
    const failed = locationOf(await get(`${tampered.pathname}${tampered.search}`));
    expect(Object.fromEntries(failed.searchParams)).toEqual({
      msg_type: 'SOCIAL_MEDIA_LOGIN',
      error_code: 'sign_in_failed',
      actual_media_type: 'linkedin',
    });
    // The real state still works once, then no more.
    expect(locationOf(await get(`${callback.pathname}${callback.search}`)).searchParams.get('token')).toBeTruthy();
    expect(locationOf(await get(`${callback.pathname}${callback.search}`)).searchParams.get('error_code')).toBe(
      'sign_in_failed',
    );

    const started = locationOf(await get('/sso/index.php?sso'));
    const state = started.searchParams.get('state') ?? '';
    const denied = locationOf(await get(`/sso/callback?error=access_denied&state=${encodeURIComponent(state)}`));
    expect(denied.searchParams.get('error_code')).toBe('sign_in_failed');
  });

  it('binds the sign-in to the browser that starts it: an httpOnly, SameSite=Lax cookie for 10 minutes', async () => {
    const started = await get('/sso/index.php?sso', {});
    const cookie = started.cookies.find((c) => c.name === SIGN_IN_BROWSER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    // A browser that has one keeps it (two tabs signing in at once).
    const again = await get('/sso/index.php?sso');
    expect(again.cookies.find((c) => c.name === SIGN_IN_BROWSER_COOKIE)?.value).toBe(BINDING);
  });

  it('signs nobody in when the callback reaches another browser than the one that started', async () => {
    const toProvider = locationOf(await get('/sso/index.php?sso'));
    const callback = await signInAtTestProvider(toProvider.href, 'ext-1');
    for (const cookies of [OTHER_BROWSER, {}]) {
      const login = locationOf(await get(`${callback.pathname}${callback.search}`, cookies));
      expect(login.searchParams.get('token')).toBeNull();
      expect(login.searchParams.get('error_code')).toBe('sign_in_failed');
    }
  });

  it('takes a login token only from the browser of the sign-in: a forwarded link signs nobody in', async () => {
    const login = await signInThrough('/sso/index.php?sso', 'ext-1');
    const token = login.searchParams.get('token') ?? '';
    for (const cookies of [OTHER_BROWSER, {}]) {
      expect(errorOf(await tokenLogin(token, 'SSO', false, cookies)).code).toBe('invalid_credentials');
    }
    // The attempts elsewhere did not use it up.
    expect(dataOf(await tokenLogin(token, 'SSO')).user.email).toBe('erin.outside@lab.example');
  });

  it('redirects an unconfigured provider to the login page with the error', async () => {
    for (const [path, msgType, provider] of [
      ['/sso/ciam/index.php?sso', 'ciam', 'ciam'],
      ['/api?request=loginByFacebook', 'SOCIAL_MEDIA_LOGIN', 'facebook'],
    ] as const) {
      const url = locationOf(await get(path));
      expect(url.pathname).toBe('/login');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        msg_type: msgType,
        error_code: 'sign_in_failed',
        actual_media_type: provider,
      });
    }
  });

  it('answers other GET requests of /api with 404', async () => {
    expect((await get('/api?request=getSession')).statusCode).toBe(404);
    expect((await get('/api?request=constructor')).statusCode).toBe(404);
  });

  it('refuses a token login without its type, an unknown token and an expired one', async () => {
    const login = await signInThrough('/sso/index.php?sso', 'ext-1');
    const token = login.searchParams.get('token') ?? '';
    const noType = await t.call('ValidateUser', { email: '', password: '', loginToken: token });
    expect(errorOf(noType)).toEqual({ code: 'invalid_credentials', message: 'errors.invalidCredentials' });
    expect(errorOf(await tokenLogin('x'.repeat(43), 'SSO')).code).toBe('invalid_credentials');
    // The type-less try did not use it up.
    expect(dataOf(await tokenLogin(token, 'SSO')).user.email).toBe('erin.outside@lab.example');

    const [user] = await t.db.select().from(users).where(eq(users.email, 'erin.outside@lab.example'));
    const old = prepareLink('login', BINDING);
    await storeLink(t.db, user?.id ?? '', old, new Date(Date.now() - ONE_TIME_CODES.lifetimeMs.login - 1000));
    expect(errorOf(await tokenLogin(old.token, 'SSO')).code).toBe('invalid_credentials');
  });
});

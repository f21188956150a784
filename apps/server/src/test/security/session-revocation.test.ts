import { tokenExpiry } from '@labbench/contract';
import type { PayloadOf, RequestName } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { insertSurveyLab } from '../survey-fixtures.ts';
import { requestReset } from '../forgot-password.ts';
import { createTestApp, dataOf } from '../test-app.ts';
import type { TestApp } from '../test-app.ts';

/**
 * Every way a session ends, checked strictly: the token is used first (so anything that remembers a session has
 * it), the revoking request is answered, and the very next request with the token, on the same app, is refused.
 * These tests guard any session cache (docs/security.md "Sessions").
 */
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await t.tokenFor((await t.createUser({ userType: 'internal' })).email);
});
afterAll(() => t.close());

const SIGN_IN_NEEDED = { data: { error: { code: 106, message: 'errors.sessionExpired' } } };
const FORBIDDEN = { data: { error: { code: 'forbidden', message: 'errors.forbidden' } } };

async function expectLive<N extends RequestName>(name: N, payload: PayloadOf<N>, token: string) {
  const result = await t.call(name, payload, { token });
  expect(result.status, `${name} ${JSON.stringify(result.body)}`).toBe(200);
}

async function expectSignedOut<N extends RequestName>(name: N, payload: PayloadOf<N>, token: string) {
  const result = await t.call(name, payload, { token });
  expect({ status: result.status, body: result.body }).toEqual({ status: 401, body: SIGN_IN_NEEDED });
}

/** A lab member with `count` sessions, each used once by the two requests the tests check afterwards. */
async function labMember(count: number, overrides: Parameters<TestApp['createUser']>[0] = {}) {
  const lab = await insertSurveyLab(t.db, `Lab ${Math.random().toString(36).slice(2, 8)}`);
  const user = await t.createUser({ labId: lab.id, ...overrides });
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = await t.signIn(user.email, user.password);
    await expectLive('getSession', {}, token);
    await expectLive('getSurveyDetailsOfLab', { lab_code: lab.code }, token);
    tokens.push(token);
  }
  return { ...user, lab, tokens };
}

const versionOf = async (userId: string) =>
  (await t.db.select({ version: users.version }).from(users).where(eq(users.id, userId)))[0]?.version ?? 0;

describe('a session ends at once', () => {
  it('on sign-out: the next request with that token is refused, other sessions go on', async () => {
    const user = await labMember(2);
    const [signedOut = '', other = ''] = user.tokens;
    expect(dataOf(await t.call('signOut', {}, { token: signedOut }))).toEqual({ status: 'SignedOut' });
    await expectSignedOut('getSurveyDetailsOfLab', { lab_code: user.lab.code }, signedOut);
    await expectSignedOut('getSession', {}, signedOut);
    await expectLive('getSession', {}, other);
  });

  it('on a password change: every other session of the user is refused by its next request', async () => {
    const user = await labMember(3);
    const [changer = '', ...others] = user.tokens;
    const bystander = await labMember(1);
    const changed = await t.call(
      'changePassword',
      { Password: user.password, newPassword: 'Revoked#2026x' },
      { token: changer },
    );
    expect(dataOf(changed)).toEqual({ status: 'Success' });
    for (const token of others) await expectSignedOut('getSurveyDetailsOfLab', { lab_code: user.lab.code }, token);
    for (const token of others) await expectSignedOut('getSession', {}, token);
    await expectLive('getSession', {}, changer);
    await expectLive('getSession', {}, bystander.tokens[0] ?? '');
  });

  it('on a password reset by mailed code: every session of the user is refused by its next request', async () => {
    const user = await labMember(2);
    const { code, token: link } = await requestReset(t, user.email);
    const reset = await t.call('resetPassword', { token: link, otp: code, newPassword: 'Reset#2026xy' });
    expect(dataOf(reset)).toEqual({ status: 'Success' });
    for (const token of user.tokens) await expectSignedOut('getSession', {}, token);
  });

  it('when staff delete the user', async () => {
    const user = await labMember(2);
    const deleted = await t.call(
      'deleteUser',
      { emailId: user.email, version: await versionOf(user.id) },
      { token: staffToken },
    );
    expect(dataOf(deleted)).toEqual({ status: 'Deleted', sessions: 2 });
    for (const token of user.tokens) await expectSignedOut('getSurveyDetailsOfLab', { lab_code: user.lab.code }, token);
  });

  it('when staff delete the lab with its users', async () => {
    const user = await labMember(1);
    const token = user.tokens[0] ?? '';
    const { lab, removal } = dataOf(await t.call('getlabanduser', { labId: user.lab.id }, { token: staffToken }));
    const payload = {
      labId: user.lab.id,
      version: lab?.version ?? 0,
      userIds: removal?.users.map((u) => u.userId) ?? [],
      openResponseIds: removal?.openResponses.map((r) => r.responseId) ?? [],
    };
    expect((await t.call('deleteLabandUser', payload, { token: staffToken })).status).toBe(200);
    await expectSignedOut('getSession', {}, token);
  });

  it('when the user withdraws consent and so deletes the account', async () => {
    const user = await labMember(2);
    const [own = '', other = ''] = user.tokens;
    expect(dataOf(await t.call('withdrawConcern', { emailId: user.email }, { token: own }))).toEqual({
      status: 'Deleted',
    });
    await expectSignedOut('getSession', {}, own);
    await expectSignedOut('getSurveyDetailsOfLab', { lab_code: user.lab.code }, other);
  });
});

describe('what staff change about a signed-in user counts from the next request', () => {
  it('a user taken out of the lab may no longer read it', async () => {
    const user = await labMember(1);
    const token = user.tokens[0] ?? '';
    const link = { loginUserId: user.id, labId: null, version: await versionOf(user.id) };
    expect(dataOf(await t.call('validateUserLink', link, { token: staffToken }))).toMatchObject({ status: 'Linked' });
    const refused = await t.call('getSurveyDetailsOfLab', { lab_code: user.lab.code }, { token });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });
    expect(dataOf(await t.call('getSession', {}, { token })).user.labs).toEqual([]);
  });

  it('a translator whose permission LT is taken away may no longer use the translation tool', async () => {
    const user = await labMember(1, { permissions: ['LT'] });
    const token = user.tokens[0] ?? '';
    await expectLive('getTranslationCoverage', { langId: 'th' }, token);
    const update: PayloadOf<'updateInternalUser'> = {
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      userType: 'external',
      language: 'en',
      permissions: [],
      viewDownloadBtn: false,
      viewEnglishtransBtn: false,
      isSuperUser: false,
      userId: user.id,
      version: await versionOf(user.id),
    };
    expect((await t.call('updateInternalUser', update, { token: staffToken })).status).toBe(200);
    const refused = await t.call('getTranslationCoverage', { langId: 'th' }, { token });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: FORBIDDEN });
  });
});

describe('a session revoked through one process', () => {
  it('is refused by a second app on the same database within a second', async () => {
    const second = await buildApp(t.config, t.db);
    try {
      const user = await labMember(1);
      const token = user.tokens[0] ?? '';
      const ask = () =>
        second.inject({
          method: 'POST',
          url: '/api?request=getSession',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': t.xsrf, token },
          cookies: { 'XSRF-TOKEN': t.xsrf },
          payload: '{}',
        });
      expect((await ask()).statusCode).toBe(200);
      expect(dataOf(await t.call('signOut', {}, { token }))).toEqual({ status: 'SignedOut' });
      const revoked = performance.now();
      let status = (await ask()).statusCode;
      while (status !== 401 && performance.now() - revoked < 1000) status = (await ask()).statusCode;
      expect(status).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('a session expires after its lifetime', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ env: { SESSION_TTL_S: '2', SESSION_REMEMBER_TTL_S: '5' } });
  });
  afterAll(() => short.close());

  it('SESSION_TTL_S, or SESSION_REMEMBER_TTL_S with "remember me"; after it the next request is refused', async () => {
    const expiry = (token: string) => tokenExpiry(token) ?? 0;
    const user = await short.createUser();
    const before = Math.floor(Date.now() / 1000);
    const token = await short.signIn(user.email, user.password);
    const remembered = await short.signIn(user.email, user.password, true);
    expect(expiry(token) - before).toBeGreaterThanOrEqual(2);
    expect(expiry(token) - before).toBeLessThanOrEqual(3);
    expect(expiry(remembered) - expiry(token)).toBeGreaterThanOrEqual(2);
    expect((await short.call('getSession', {}, { token })).status).toBe(200);

    // Not refreshed by use (D5): the expiry the token carries is the end, however busy the session was.
    await new Promise((resolve) => setTimeout(resolve, expiry(token) * 1000 - Date.now() + 50));
    const expired = await short.call('getSession', {}, { token });
    expect({ status: expired.status, body: expired.body }).toEqual({ status: 401, body: SIGN_IN_NEEDED });
    expect((await short.call('getSession', {}, { token: remembered })).status).toBe(200);
  });
});

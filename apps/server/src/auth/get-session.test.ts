import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { expectRefused } from './test-fixtures.ts';
import { hashSessionToken, issueSessionToken } from '../shared/session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('session tokens at the dispatcher', () => {
  it('getSession returns the Session of the token', async () => {
    const token = await t.signIn('lab@demo.example');
    const session = dataOf(await t.call('getSession', {}, { token }));
    expect(session.user.email).toBe('lab@demo.example');
    expect(session.currentUser?.labCode).toBe('DEMO-CL-001');
  });

  it('carries the §3 current-user and login-user fields with the values of the account and its lab', async () => {
    const token = await t.signIn('lab@demo.example');
    const session = dataOf(await t.call('getSession', {}, { token }));
    expect(session.currentUser).toMatchObject({
      fullName: 'Dana Lab',
      givenName: 'Dana',
      familyName: 'Lab',
      shortName: 'DL',
      userType: 'external',
      language: 'en',
      email: 'lab@demo.example',
      userEmail: 'lab@demo.example',
      isSocialMediaUser: false,
      urlDirection: 'ltr',
      preRegstatus: 'complete',
      preregisterUser: 'No',
      labCountryId: 'TH',
      labCountryCode: 'TH',
      labCountryName: 'Thailand',
      labParentCountryId: 'WWB',
      labParentCountryCode: 'WWB',
      labParentCountryName: 'Worldwide',
    });
    expect(session.user.countryData).toEqual({
      code: 'TH',
      name: 'Thailand',
      langs: ['th', 'en'],
      defaultLanguage: 'th',
    });
  });

  it('accepts an empty body for a request without payload', async () => {
    const token = await t.signIn('lab@demo.example');
    expect((await t.callRaw('getSession', null, { token, rawBody: '' })).status).toBe(200);
  });

  it('refuses a missing token', async () => {
    await expectRefused(t, undefined);
  });

  it('refuses a forged token of the right shape', async () => {
    await expectRefused(t, issueSessionToken(3600).token);
  });

  it('refuses a real token whose expiry part was changed', async () => {
    const token = await t.signIn('lab@demo.example');
    await expectRefused(
      t,
      token.replace(/-\d+$/, (tail) => `-${Number(tail.slice(1)) + 3600}`),
    );
  });

  it('refuses a token past its expiry', async () => {
    const user = await t.createUser();
    const issued = issueSessionToken(-60);
    await t.db.insert(sessions).values({ tokenHash: issued.hash, userId: user.id, expiresAt: issued.expiresAt });
    await expectRefused(t, issued.token);
  });

  it('refuses a token whose session row has expired even if the token says otherwise', async () => {
    const token = await t.signIn('lab@demo.example');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    await expectRefused(t, token);
  });
});

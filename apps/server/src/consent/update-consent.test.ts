import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, oneTimeCodes, sessions, users } from '../db/schema.ts';
import { prepareLink, storeLink } from '../shared/one-time-codes.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInUser(overrides: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await t.createUser({ consentChoice: 'didnotask', ...overrides });
  return { ...user, token: await t.signIn(user.email, user.password) };
}

async function consentOf(id: string) {
  const [row] = await t.db
    .select({
      consentChoice: users.consentChoice,
      privacyConsent: users.privacyConsent,
      privacyNotice: users.privacyNotice,
      koreaConsent: users.koreaConsent,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('updateConsent', () => {
  it('yes records the answer and gives the privacy consent outside Korea', async () => {
    const user = await signedInUser({ countryCode: 'TH' });
    expect(dataOf(await t.call('updateConsent', { agree: 'yes' }, { token: user.token }))).toEqual({
      status: 'Updated',
    });
    expect(await consentOf(user.id)).toEqual({
      consentChoice: 'yes',
      privacyConsent: true,
      privacyNotice: true,
      koreaConsent: false,
    });
    const { user: session } = dataOf(await t.call('getSession', {}, { token: user.token }));
    expect(session.consentChoice).toBe('yes');
  });

  it("yes gives only the Korea consent when the user's lab is in Korea", async () => {
    const [lab] = await t.db
      .insert(labs)
      .values({ name: 'Seoul Lab', countryCode: 'KR', status: 'A' })
      .returning({ id: labs.id });
    const user = await signedInUser({ labId: lab?.id, countryCode: null });
    dataOf(await t.call('updateConsent', { agree: 'yes' }, { token: user.token }));
    expect(await consentOf(user.id)).toEqual({
      consentChoice: 'yes',
      privacyConsent: false,
      privacyNotice: false,
      koreaConsent: true,
    });
  });

  it.each(['no', 'ignored'] as const)('%s records the answer and leaves the consent as it was', async (agree) => {
    const user = await signedInUser({ countryCode: 'TH', privacyConsent: false });
    dataOf(await t.call('updateConsent', { agree }, { token: user.token }));
    expect(await consentOf(user.id)).toMatchObject({ consentChoice: agree, privacyConsent: false });
  });

  it('takes only yes, no or ignored, and needs a session', async () => {
    const user = await signedInUser();
    const asked = await t.callRaw('updateConsent', { agree: 'didnotask' }, { token: user.token });
    expect(asked.status).toBe(400);
    expect(errorOf(asked).fields?.map((f) => f.field)).toEqual(['agree']);
    expect((await t.call('updateConsent', { agree: 'yes' })).status).toBe(401);
  });
});

describe('updatePrivecyConsent', () => {
  it('gives and takes back the privacy consent and notice outside Korea', async () => {
    const user = await signedInUser({ countryCode: 'JP' });
    dataOf(await t.call('updatePrivecyConsent', { privacyConsent: true }, { token: user.token }));
    expect(await consentOf(user.id)).toMatchObject({ privacyConsent: true, privacyNotice: true, koreaConsent: false });
    dataOf(await t.call('updatePrivecyConsent', { privacyConsent: false }, { token: user.token }));
    expect(await consentOf(user.id)).toMatchObject({ privacyConsent: false, privacyNotice: false });
  });

  it('sets the Korea consent for a user in Korea', async () => {
    const user = await signedInUser({ countryCode: 'KR', privacyConsent: true, privacyNotice: true });
    dataOf(await t.call('updatePrivecyConsent', { privacyConsent: true }, { token: user.token }));
    expect(await consentOf(user.id)).toMatchObject({ koreaConsent: true, privacyConsent: false, privacyNotice: false });
  });
});

describe('withdrawConcern', () => {
  it("deletes the caller's account, signs it out and keeps the lab", async () => {
    const [lab] = await t.db
      .insert(labs)
      .values({ name: 'Kept Lab', countryCode: 'TH', status: 'A' })
      .returning({ id: labs.id });
    const user = await signedInUser({ labId: lab?.id });
    await storeLink(t.db, user.id, prepareLink('verify'));
    const other = await t.signIn('lab@demo.example');

    const result = await t.call('withdrawConcern', { emailId: user.email.toUpperCase() }, { token: user.token });
    expect(dataOf(result)).toEqual({ status: 'Deleted' });

    expect(
      await t.db
        .select()
        .from(labs)
        .where(eq(labs.id, lab?.id ?? '')),
    ).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id))).toHaveLength(0);
    const after = await t.call('getSession', {}, { token: user.token });
    expect(after.status).toBe(401);
    expect(errorOf(after).code).toBe(106);
    const signIn = await t.call('ValidateUser', { email: user.email, password: user.password });
    expect(errorOf(signIn).code).toBe('invalid_credentials');
    // Nobody else is signed out.
    expect((await t.call('getSession', {}, { token: other })).status).toBe(200);
  });

  it("refuses someone else's address and deletes nothing", async () => {
    const user = await signedInUser();
    const result = await t.call('withdrawConcern', { emailId: 'lab@demo.example' }, { token: user.token });
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe('forbidden');
    expect(await t.db.select().from(users).where(eq(users.email, 'lab@demo.example'))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await t.call('withdrawConcern', { emailId: user.email })).status).toBe(401);
  });
});

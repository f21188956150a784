import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
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

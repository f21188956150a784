import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, users } from '../db/schema/index.ts';
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

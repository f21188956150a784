import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { consentOf, signedInUser } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('updateConsent', () => {
  it('yes records the answer and gives the privacy consent outside Korea', async () => {
    const user = await signedInUser(t, { countryCode: 'TH' });
    expect(dataOf(await t.call('updateConsent', { agree: 'yes' }, { token: user.token }))).toEqual({
      status: 'Updated',
    });
    expect(await consentOf(t, user.id)).toEqual({
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
    const user = await signedInUser(t, { labId: lab?.id, countryCode: null });
    dataOf(await t.call('updateConsent', { agree: 'yes' }, { token: user.token }));
    expect(await consentOf(t, user.id)).toEqual({
      consentChoice: 'yes',
      privacyConsent: false,
      privacyNotice: false,
      koreaConsent: true,
    });
  });

  it.each(['no', 'ignored'] as const)('%s records the answer and leaves the consent as it was', async (agree) => {
    const user = await signedInUser(t, { countryCode: 'TH', privacyConsent: false });
    dataOf(await t.call('updateConsent', { agree }, { token: user.token }));
    expect(await consentOf(t, user.id)).toMatchObject({ consentChoice: agree, privacyConsent: false });
  });

  it('takes only yes, no or ignored, and needs a session', async () => {
    const user = await signedInUser(t);
    const asked = await t.callRaw('updateConsent', { agree: 'didnotask' }, { token: user.token });
    expect(asked.status).toBe(400);
    expect(errorOf(asked).fields?.map((f) => f.field)).toEqual(['agree']);
    expect((await t.call('updateConsent', { agree: 'yes' })).status).toBe(401);
  });
});

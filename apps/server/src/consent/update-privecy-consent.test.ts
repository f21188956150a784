import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { consentOf, signedInUser } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('updatePrivecyConsent', () => {
  it('gives and takes back the privacy consent and notice outside Korea', async () => {
    const user = await signedInUser(t, { countryCode: 'JP' });
    dataOf(await t.call('updatePrivecyConsent', { privacyConsent: true }, { token: user.token }));
    expect(await consentOf(t, user.id)).toMatchObject({
      privacyConsent: true,
      privacyNotice: true,
      koreaConsent: false,
    });
    dataOf(await t.call('updatePrivecyConsent', { privacyConsent: false }, { token: user.token }));
    expect(await consentOf(t, user.id)).toMatchObject({ privacyConsent: false, privacyNotice: false });
  });

  it('sets the Korea consent for a user in Korea', async () => {
    const user = await signedInUser(t, { countryCode: 'KR', privacyConsent: true, privacyNotice: true });
    dataOf(await t.call('updatePrivecyConsent', { privacyConsent: true }, { token: user.token }));
    expect(await consentOf(t, user.id)).toMatchObject({
      koreaConsent: true,
      privacyConsent: false,
      privacyNotice: false,
    });
  });
});

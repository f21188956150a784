import { V } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { sessionOf, userRow } from './test-fixtures.ts';
import { labStep } from './test-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('selfregistationFullAccess', () => {
  it('gives a content reader a pending lab with a code and makes them a full-site user', async () => {
    const reader = await sessionOf(t, { userType: 'contentreader', countryCode: 'JP', city: 'Kyoto' });
    const result = await t.call('selfregistationFullAccess', labStep(), { token: reader.token });
    expect(dataOf(result)).toEqual({ status: 'Registered' });

    const { user, currentUser } = dataOf(await t.call('getSession', {}, { token: reader.token }));
    expect(user.userType).toBe('external');
    expect(user.labs).toEqual([{ labId: currentUser?.labId, labName: 'Reader Lab' }]);
    expect(currentUser).toMatchObject({ labStatus: 'P', labCountryCode: 'JP' });
    expect(currentUser?.labCode).toMatch(/^LAB-[A-Z2-7]{8}$/);
    expect(await userRow(t, reader.id)).toMatchObject({
      privacyConsent: true,
      privacyNotice: true,
      koreaConsent: false,
      marketingConsent: true,
    });

    // Done once: the caller is no longer a content reader.
    const again = await t.call('selfregistationFullAccess', labStep(), { token: reader.token });
    expect(again.status).toBe(403);
    expect(errorOf(again).code).toBe('forbidden');
  });

  it('is for content readers only', async () => {
    for (const email of ['nolab@demo.example', 'lab@demo.example', 'staff@demo.example']) {
      const result = await t.call('selfregistationFullAccess', labStep(), { token: await t.tokenFor(email) });
      expect(result.status).toBe(403);
    }
    expect((await t.call('selfregistationFullAccess', labStep())).status).toBe(401);
  });

  it('applies the Korea consent rule to the lab country', async () => {
    const reader = await sessionOf(t, { userType: 'contentreader' });
    const refused = await t.call('selfregistationFullAccess', labStep({ countryCode: 'KR', koreaConsent: false }), {
      token: reader.token,
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual([{ field: 'koreaConsent', message: V.koreaConsentRequired }]);
    dataOf(
      await t.call('selfregistationFullAccess', labStep({ countryCode: 'KR', koreaConsent: true }), {
        token: reader.token,
      }),
    );
    expect(await userRow(t, reader.id)).toMatchObject({ koreaConsent: true, privacyConsent: false, countryCode: 'KR' });
  });
});

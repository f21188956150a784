import { V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { profileUpdate } from './test-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('userRegistration (content readers)', () => {
  it('saves the personal fields, organisation, city and country and completes the profile', async () => {
    const reader = await t.createUser({ userType: 'contentreader', countryCode: 'JP', preRegStatus: 'incomplete' });
    const token = await t.tokenFor(reader.email);
    const payload = profileUpdate({
      address: 'Busan',
      country: 'KR',
      koreaConsent: true,
      instituteName: 'Busan Health',
    });
    expect(dataOf(await t.call('userRegistration', payload, { token }))).toEqual({ Status: 'Updated' });
    expect(await userRow(reader.id)).toMatchObject({
      givenName: 'Nina',
      city: 'Busan',
      organisation: 'Busan Health',
      countryCode: 'KR',
      koreaConsent: true,
      privacyConsent: false,
      labId: null,
      preRegStatus: 'complete',
    });
    expect(dataOf(await t.call('getcontentreaderprofile', {}, { token }))).toMatchObject({
      address: 'Busan',
      nameOfInstuation: 'Busan Health',
      country: 'Korea',
      korea_Consent: true,
    });
  });

  it('applies the §5 name rules and refuses anyone but a content reader', async () => {
    const token = await t.tokenFor('reader@demo.example');
    const bad = await t.call('userRegistration', profileUpdate({ firstName: 'Ri{ta}' }), { token });
    expect(errorOf(bad).fields).toEqual([{ field: 'firstName', message: V.firstNameInvalid }]);
    const labToken = await t.tokenFor('lab@demo.example');
    expect((await t.call('userRegistration', profileUpdate(), { token: labToken })).status).toBe(403);
  });
});

import { FORBIDDEN_NAME_CHARACTERS, V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, users } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { profileUpdate } from './test-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A lab user of a fresh lab in `countryCode`, signed in. */
async function labUser(countryCode = 'TH') {
  const [lab] = await t.db
    .insert(labs)
    .values({ name: 'Old Lab', state: 'Old State', countryCode, status: 'P', labCode: null })
    .returning({ id: labs.id });
  const user = await t.createUser({
    labId: lab?.id,
    countryCode,
    preRegStatus: 'incomplete',
    forceUpdateProfile: true,
  });
  return { ...user, labId: lab?.id ?? '', token: await t.tokenFor(user.email) };
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function labRow(id: string) {
  const [row] = await t.db.select().from(labs).where(eq(labs.id, id));
  return row;
}

describe('updateUserProfilenew', () => {
  it("saves the user's and the lab's fields and completes the profile", async () => {
    const user = await labUser();
    expect(
      dataOf(await t.call('updateUserProfilenew', profileUpdate({ country: 'vn' }), { token: user.token })),
    ).toEqual({
      Status: 'Updated',
    });
    expect(await userRow(user.id)).toMatchObject({
      givenName: 'Nina',
      familyName: 'Novak',
      jobTitle: 'Laboratory Director',
      otherJobTitle: null,
      countryCode: 'VN',
      preRegStatus: 'complete',
      forceUpdateProfile: false,
    });
    expect(await labRow(user.labId)).toMatchObject({
      name: 'New Lab',
      nameLocal: 'Nouveau',
      branch: 'East',
      department: 'Haematology',
      state: 'Chiang Mai',
      countryCode: 'VN',
    });
    const profile = dataOf(await t.call('getuserprofile', {}, { token: user.token }));
    expect(profile).toMatchObject({ country: 'Vietnam', address: 'Chiang Mai', preRegstatus: 'complete' });
    const { user: session } = dataOf(await t.call('getSession', {}, { token: user.token }));
    expect(session.preRegstatus).toBe('complete');
  });

  it('keeps the country of a lab in Russia', async () => {
    const user = await labUser('RU');
    const moved = await t.call('updateUserProfilenew', profileUpdate({ country: 'TH' }), { token: user.token });
    expect(moved.status).toBe(400);
    expect(errorOf(moved).fields).toEqual([{ field: 'country', message: 'validation.countryLocked' }]);
    expect(await labRow(user.labId)).toMatchObject({ name: 'Old Lab', countryCode: 'RU' });

    dataOf(await t.call('updateUserProfilenew', profileUpdate({ country: 'RU' }), { token: user.token }));
    expect(await labRow(user.labId)).toMatchObject({ name: 'New Lab', countryCode: 'RU' });
  });

  it('lets a lab elsewhere move to Russia, where it is then locked', async () => {
    const user = await labUser('TH');
    dataOf(await t.call('updateUserProfilenew', profileUpdate({ country: 'RU' }), { token: user.token }));
    const back = await t.call('updateUserProfilenew', profileUpdate({ country: 'TH' }), { token: user.token });
    expect(errorOf(back).fields).toEqual([{ field: 'country', message: 'validation.countryLocked' }]);
  });

  it('stores the consent by the KR rule of the new country', async () => {
    const user = await labUser();
    dataOf(
      await t.call('updateUserProfilenew', profileUpdate({ country: 'KR', koreaConsent: true, privacyConsent: true }), {
        token: user.token,
      }),
    );
    expect(await userRow(user.id)).toMatchObject({ koreaConsent: true, privacyConsent: false, privacyNotice: false });
    dataOf(
      await t.call('updateUserProfilenew', profileUpdate({ country: 'JP', koreaConsent: true }), { token: user.token }),
    );
    expect(await userRow(user.id)).toMatchObject({ koreaConsent: false, privacyConsent: true, privacyNotice: true });
  });

  it('stores the free-text title with Other and needs it', async () => {
    const user = await labUser();
    const missing = await t.call('updateUserProfilenew', profileUpdate({ jobTitle: 'Other' }), { token: user.token });
    expect(errorOf(missing).fields).toEqual([{ field: 'otherJobTitle', message: V.otherJobTitleRequired }]);
    dataOf(
      await t.call('updateUserProfilenew', profileUpdate({ jobTitle: 'Other', otherJobTitle: 'Data Steward' }), {
        token: user.token,
      }),
    );
    expect(await userRow(user.id)).toMatchObject({ jobTitle: 'Other', otherJobTitle: 'Data Steward' });
  });

  it('accepts 100 characters in names, lab name and state', async () => {
    const user = await labUser();
    const long = profileUpdate({
      firstName: 'F'.repeat(100),
      lastName: 'L'.repeat(100),
      instituteName: 'I'.repeat(100),
      branchName: 'B'.repeat(100),
      address: 'S'.repeat(100),
    });
    dataOf(await t.call('updateUserProfilenew', long, { token: user.token }));
    expect((await labRow(user.labId))?.name).toHaveLength(100);
  });

  it.each([
    ['firstName', V.firstNameInvalid, V.firstNameRequired],
    ['lastName', V.familyNameInvalid, V.familyNameRequired],
    ['instituteName', V.institutionInvalid, V.institutionRequired],
  ] as const)(
    '%s: refuses 101 characters, a leading space, each forbidden character, empty',
    async (field, invalid, required) => {
      const user = await labUser();
      const refused = async (value: string, message: string) => {
        const result = await t.call('updateUserProfilenew', profileUpdate({ [field]: value }), { token: user.token });
        expect(result.status).toBe(400);
        expect(errorOf(result).fields).toContainEqual({ field, message });
      };
      await refused('x'.repeat(101), V.textTooLong);
      await refused(' Name', invalid);
      for (const ch of FORBIDDEN_NAME_CHARACTERS) await refused(`Na${ch}me`, invalid);
      await refused('', required);
      expect((await userRow(user.id))?.preRegStatus).toBe('incomplete');
    },
  );

  it('names every missing required field', async () => {
    const user = await labUser();
    const result = await t.callRaw('updateUserProfilenew', {}, { token: user.token });
    expect(new Set(errorOf(result).fields?.map((f) => f.field))).toEqual(
      new Set([
        'firstName',
        'lastName',
        'jobTitle',
        'instituteName',
        'address',
        'country',
        'privacyConsent',
        'privacyNotice',
        'koreaConsent',
      ]),
    );
    const over = await t.call('updateUserProfilenew', profileUpdate({ address: 'S'.repeat(101) }), {
      token: user.token,
    });
    expect(errorOf(over).fields).toEqual([{ field: 'address', message: V.textTooLong }]);
  });

  it('refuses users without a lab, content readers and staff', async () => {
    for (const email of ['nolab@demo.example', 'reader@demo.example', 'staff@demo.example']) {
      const result = await t.call('updateUserProfilenew', profileUpdate(), { token: await t.tokenFor(email) });
      expect(result.status).toBe(403);
    }
  });
});

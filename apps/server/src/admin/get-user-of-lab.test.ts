import { ERROR_CODES } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
let busy: Awaited<ReturnType<typeof createLab>>;
let empty: Awaited<ReturnType<typeof createLab>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  busy = await createLab(t, staff.token, { nameOfInstuation: 'Busy Lab', countryCode: 'VN', state: 'Hanoi' });
  empty = await createLab(t, staff.token, { nameOfInstuation: 'Empty Lab' });
  for (let i = 0; i < 11; i++)
    await t.createUser({ email: `member${String(i).padStart(2, '0')}@busy.example`, labId: busy.labId });
  await t.createUser({
    email: 'reader@nowhere.example',
    userType: 'contentreader',
    givenName: 'Rosa',
    countryCode: 'VN',
  });
});
afterAll(() => t.close());

const users = async (payload: PayloadOf<'getUserOfLab'>) =>
  dataOf(await t.call('getUserOfLab', payload, { token: staff.token }));

describe('getUserOfLab', () => {
  it("lists a lab's users ten a page, the page clamped", async () => {
    const first = await users({ labId: busy.labId });
    expect(first).toMatchObject({ total: 11, page: 1, pageCount: 2 });
    expect(first.items[0]).toMatchObject({
      email: 'member00@busy.example',
      fullName: 'Test User',
      userType: 'external',
      labId: busy.labId,
      labName: 'Busy Lab',
      labCode: busy.labCode,
      countryCode: 'VN',
    });
    expect(await users({ labId: busy.labId, page: 7 })).toMatchObject({ page: 2, items: { length: 1 } });
  });

  it('answers 103 (§8) with a guest-like current user for a lab without a user, and not found for an unknown lab', async () => {
    const none = await t.call('getUserOfLab', { labId: empty.labId }, { token: staff.token });
    expect(none.status).toBe(200);
    // The guest-like current user is built from the lab's detail (§4, §8 103).
    expect(errorOf(none)).toEqual({
      code: ERROR_CODES.noUserForLab,
      message: 'admin.errors.noUserForLab',
      guestUser: {
        labId: empty.labId,
        labCode: empty.labCode,
        userLabName: 'Empty Lab',
        labStatus: 'A',
        labCountryCode: 'TH',
      },
    });
    const unknown = await t.call(
      'getUserOfLab',
      { labId: '00000000-0000-4000-8000-000000000004' },
      {
        token: staff.token,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('searches every user by name, e-mail or lab, by type and by country', async () => {
    expect((await users({ search: 'rosa' })).items.map((u) => u.email)).toEqual(['reader@nowhere.example']);
    expect((await users({ search: 'busy lab' })).total).toBe(11);
    expect((await users({ userTypes: ['contentreader'], search: 'nowhere' })).items.map((u) => u.labId)).toEqual([
      null,
    ]);
    expect((await users({ userTypes: ['contentreader'], search: 'busy' })).total).toBe(0);
    expect((await users({ countryCodes: ['VN'] })).total).toBe(12);
    expect((await users({ search: 'member1' })).items.map((u) => u.email)).toEqual(['member10@busy.example']);
  });

  it('takes several types and countries: users of any of them; an empty list is every one', async () => {
    expect((await users({ userTypes: ['contentreader'], countryCodes: ['VN'] })).total).toBe(1);
    expect((await users({ userTypes: ['external', 'contentreader'], countryCodes: ['VN'] })).total).toBe(12);
    expect((await users({ userTypes: ['internal', 'distributor'], countryCodes: ['VN'] })).total).toBe(0);
    const thailand = (await users({ countryCodes: ['TH'] })).total;
    expect((await users({ countryCodes: ['VN', 'TH'] })).total).toBe(12 + thailand);
    expect((await users({ userTypes: [], countryCodes: [] })).total).toBe((await users({})).total);
  });

  it('refuses an unknown type or country as a field error named by its place', async () => {
    const odd = await t.callRaw(
      'getUserOfLab',
      { userTypes: ['external', 'admin'], countryCodes: ['Vietnam'] },
      { token: staff.token },
    );
    expect(odd.status).toBe(400);
    expect(
      errorOf(odd)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['countryCodes.0', 'userTypes.1']);
  });
});

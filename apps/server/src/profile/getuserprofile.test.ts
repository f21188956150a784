import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getuserprofile', () => {
  it("answers a lab user's own profile with the lab's name, state and country", async () => {
    const token = await t.tokenFor('lab@demo.example');
    expect(dataOf(await t.call('getuserprofile', { userId: 'someone-else' }, { token }))).toEqual({
      firstName: 'Dana',
      lastName: 'Lab',
      fullName: 'Dana Lab',
      email: 'lab@demo.example',
      userType: 'external',
      jobDesignation: 'Laboratory Manager',
      otherJobTitle: null,
      nameOfInstuation: 'Demo Hospital Laboratory',
      labNameInLocalLang: null,
      labBranchName: null,
      labDepartment: null,
      address: 'Bangkok',
      countryCode: 'TH',
      country: 'Thailand',
      privacyConsent: true,
      privacyNotice: true,
      korea_Consent: false,
      preRegstatus: 'complete',
    });
  });

  it('answers a user without a lab with empty lab fields, and staff too', async () => {
    const nolab = dataOf(await t.call('getuserprofile', {}, { token: await t.tokenFor('nolab@demo.example') }));
    expect(nolab).toMatchObject({ nameOfInstuation: null, address: null, preRegstatus: 'incomplete' });
    const staff = await t.call('getuserprofile', {}, { token: await t.tokenFor('staff@demo.example') });
    expect(dataOf(staff).userType).toBe('internal');
  });

  it('is not for content readers, and needs a session', async () => {
    const reader = await t.call('getuserprofile', {}, { token: await t.tokenFor('reader@demo.example') });
    expect(reader.status).toBe(403);
    expect((await t.call('getuserprofile', {})).status).toBe(401);
  });
});

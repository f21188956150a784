import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { auditOf, createLab, newUser, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
let lab: Awaited<ReturnType<typeof createLab>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  lab = await createLab(t, staff.token);
});
afterAll(() => t.close());

describe('addNewUser', () => {
  it('adds a lab user to the lab, who signs in to that lab after changing the one-time password', async () => {
    const fields = newUser();
    const created = dataOf(await t.call('addNewUser', { ...fields, labId: lab.labId }, { token: staff.token }));
    dataOf(
      await t.call('changeExpiredPassword', {
        userId: created.userId,
        Password: created.initialPassword,
        newPassword: 'Chosen#2026b',
      }),
    );
    const signedIn = await t.call('ValidateUser', { email: fields.email, password: 'Chosen#2026b' });
    const session = dataOf(signedIn);
    expect(session.currentUser).toMatchObject({ labId: lab.labId, labCode: lab.labCode });
    const [entry] = await auditOf(t, created.userId);
    expect(entry).toMatchObject({ action: 'user.created', labId: lab.labId, labCode: lab.labCode });
  });

  it('refuses staff and content readers, who have no lab (§6), on the type field', async () => {
    for (const userType of ['internal', 'contentreader'] as const) {
      const refused = await t.call(
        'addNewUser',
        { ...newUser({ userType }), labId: lab.labId },
        { token: staff.token },
      );
      expect(errorOf(refused)).toMatchObject({
        code: 'type_without_lab',
        fields: [{ field: 'userType', message: 'admin.errors.typeWithoutLab' }],
      });
    }
  });

  it('answers not found for a lab that is not there', async () => {
    const missing = await t.call(
      'addNewUser',
      { ...newUser(), labId: '00000000-0000-4000-8000-000000000002' },
      { token: staff.token },
    );
    expect(missing.status).toBe(404);
  });
});

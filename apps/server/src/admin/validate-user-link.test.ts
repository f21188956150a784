import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { auditOf, createLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
let lab: Awaited<ReturnType<typeof createLab>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  lab = await createLab(t, staff.token);
});
afterAll(() => t.close());

const link = (loginUserId: string, labId: string | null, version = 1) =>
  t.call('validateUserLink', { loginUserId, labId, version }, { token: staff.token });

describe('validateUserLink', () => {
  it('links a user without a lab to a lab; their open session sees it at once; audit user.linked', async () => {
    const user = await t.createUser({ preregisterUser: true });
    const token = await t.tokenFor(user.email);
    expect(dataOf(await link(user.id, lab.labId))).toEqual({
      status: 'Linked',
      userId: user.id,
      labId: lab.labId,
      userType: 'external',
      version: 2,
    });
    const session = dataOf(await t.call('getSession', {}, { token }));
    expect(session.currentUser).toMatchObject({ labId: lab.labId, labCode: lab.labCode });
    const [entry] = await auditOf(t, user.id);
    expect(entry).toMatchObject({
      action: 'user.linked',
      labId: lab.labId,
      before: { labId: null, labCode: null, userType: 'external' },
      after: { labId: lab.labId, labCode: lab.labCode, userType: 'external' },
    });
  });

  it('makes a content reader put into a lab a full-site user, and takes a user out with null', async () => {
    const reader = await t.createUser({ userType: 'contentreader' });
    expect(dataOf(await link(reader.id, lab.labId)).userType).toBe('external');
    const out = dataOf(await link(reader.id, null, 2));
    expect(out).toMatchObject({ labId: null, version: 3 });
    const entries = await auditOf(t, reader.id);
    expect(entries.map((e) => e.action)).toEqual(['user.linked', 'user.linked']);
    expect(entries[1]).toMatchObject({ labId: lab.labId, after: { labId: null } });
  });

  it('refuses staff (no lab, §6), an older version, and a lab that is not there', async () => {
    const other = await t.createUser({ userType: 'internal' });
    expect(errorOf(await link(other.id, lab.labId))).toMatchObject({ code: 'type_without_lab' });
    const user = await t.createUser();
    dataOf(await link(user.id, lab.labId));
    expect((await link(user.id, null, 1)).status).toBe(409);
    expect((await link(user.id, '00000000-0000-4000-8000-000000000003', 2)).status).toBe(404);
  });
});

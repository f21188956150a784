import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { auditOf, createLab, newUser, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
let labId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  labId = (await createLab(t, staff.token)).labId;
});
afterAll(() => t.close());

/** A lab user made through addNewUser, with the fields it was made with. */
async function labUser() {
  const fields = newUser();
  const created = dataOf(await t.call('addNewUser', { ...fields, labId }, { token: staff.token }));
  return { fields, userId: created.userId };
}

const save = (payload: PayloadOf<'updateInternalUser'>) =>
  t.call('updateInternalUser', payload, { token: staff.token });

describe('updateInternalUser', () => {
  it('saves type, language and rights based on the version, and records what changed', async () => {
    const { fields, userId } = await labUser();
    const saved = dataOf(
      await save({
        ...fields,
        userId,
        version: 1,
        userType: 'distributor',
        language: 'ja',
        permissions: ['LT'],
        viewEnglishtransBtn: true,
        isSuperUser: true,
      }),
    );
    expect(saved).toEqual({ status: 'Updated', userId, version: 2 });
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ userType: 'distributor', language: 'ja', permissions: ['LT'], isSuperUser: true });
    const entries = await auditOf(t, userId);
    expect(entries.map((e) => e.action)).toEqual(['user.created', 'user.updated']);
    expect(entries[1]).toMatchObject({
      labId,
      before: { userType: 'external', language: 'th', permissions: [], viewEnglishtransBtn: false, isSuperUser: false },
      after: {
        userType: 'distributor',
        language: 'ja',
        permissions: ['LT'],
        viewEnglishtransBtn: true,
        isSuperUser: true,
      },
    });
  });

  it('sets the company-affiliate group (§3, staff only), records it, and clears it with the flag', async () => {
    const { fields, userId } = await labUser();
    const affiliate = {
      companyAffiliate: true,
      affiliateConsultant: 'Mina Consult',
      affiliateRegionalContact: 'APAC desk',
      affiliateInternalNumber: 'AF-77',
    };
    dataOf(await save({ ...fields, ...affiliate, userId, version: 1 }));
    const detail = dataOf(await t.call('getlabanduser', { userId }, { token: staff.token })).users[0];
    expect(detail?.origin).toMatchObject(affiliate);
    const entries = await auditOf(t, userId);
    expect(entries[1]).toMatchObject({ before: { companyAffiliate: false }, after: affiliate });

    dataOf(await save({ ...fields, ...affiliate, companyAffiliate: false, userId, version: 2 }));
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ companyAffiliate: false, affiliateConsultant: null, affiliateInternalNumber: null });
  });

  it('refuses a save based on an older version (D58) and keeps the newer one', async () => {
    const { fields, userId } = await labUser();
    dataOf(await save({ ...fields, userId, version: 1, firstName: 'First' }));
    const late = await save({ ...fields, userId, version: 1, firstName: 'Second' });
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('record_changed');
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ givenName: 'First', version: 2 });
  });

  it('keeps a user in a lab a type that has one, and an address of their own', async () => {
    const { fields, userId } = await labUser();
    const toStaff = await save({ ...fields, userId, version: 1, userType: 'internal' });
    expect(errorOf(toStaff)).toMatchObject({ code: 'type_without_lab' });
    const taken = await save({ ...fields, userId, version: 1, email: staff.email });
    expect(errorOf(taken).fields).toEqual([{ field: 'email', message: 'validation.emailInUse' }]);
  });

  it('does not let staff take away their own staff rights', async () => {
    const own = await save({ ...newUser({ email: staff.email }), userId: staff.id, version: 1, userType: 'external' });
    expect(errorOf(own)).toMatchObject({ code: 'own_account', fields: [{ field: 'userType' }] });
  });

  it('keeps the version when nothing changed', async () => {
    const { fields, userId } = await labUser();
    expect(dataOf(await save({ ...fields, userId, version: 1 })).version).toBe(1);
    expect((await auditOf(t, userId)).map((e) => e.action)).toEqual(['user.created']);
  });
});

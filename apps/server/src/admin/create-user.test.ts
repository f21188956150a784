import { ERROR_CODES } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { auditOf, newUser, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
});
afterAll(() => t.close());

describe('createUser', () => {
  it('creates a user without a lab who signs in with the one-time password, then must change it (130)', async () => {
    const fields = newUser({ email: 'Reader.New@Test.example', userType: 'contentreader', permissions: ['LT', 'LT'] });
    const created = dataOf(await t.call('createUser', fields, { token: staff.token }));
    expect(created).toMatchObject({ status: 'Created', version: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(row).toMatchObject({
      email: 'reader.new@test.example',
      givenName: 'Nina',
      userType: 'contentreader',
      language: 'th',
      labId: null,
      permissions: ['LT'],
      viewDownloadBtn: true,
      emailVerified: true,
      forceChangePassword: true,
      consentChoice: 'didnotask',
    });
    expect(row?.passwordHash).not.toContain(created.initialPassword);

    const first = await t.call('ValidateUser', { email: 'reader.new@test.example', password: created.initialPassword });
    expect(errorOf(first)).toMatchObject({ code: ERROR_CODES.passwordMustChange, userId: created.userId });
    dataOf(
      await t.call('changeExpiredPassword', {
        userId: created.userId,
        Password: created.initialPassword,
        newPassword: 'Chosen#2026a',
      }),
    );
    const signedIn = await t.call('ValidateUser', { email: 'reader.new@test.example', password: 'Chosen#2026a' });
    expect(signedIn.body.token).toBeTruthy();
  });

  it('writes user.created with the values and no password', async () => {
    const created = dataOf(await t.call('createUser', newUser({ userType: 'internal' }), { token: staff.token }));
    const [entry] = await auditOf(t, created.userId);
    expect(entry).toMatchObject({ action: 'user.created', actorEmail: staff.email, targetType: 'user', labId: null });
    expect(entry?.after).toMatchObject({ userType: 'internal', language: 'th', labId: null, isSuperUser: false });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2/i);
  });

  it('refuses an address another account has, in any case, on the field', async () => {
    const taken = await t.call('createUser', newUser({ email: staff.email.toUpperCase() }), { token: staff.token });
    expect(taken.status).toBe(400);
    expect(errorOf(taken).fields).toEqual([{ field: 'email', message: 'validation.emailInUse' }]);
  });

  it('refuses bad fields with their messages', async () => {
    const bad = await t.call('createUser', newUser({ email: 'nope', firstName: ' x' }), { token: staff.token });
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'validation.emailInvalid' },
        { field: 'firstName', message: 'validation.firstNameInvalid' },
      ]),
    );
  });
});

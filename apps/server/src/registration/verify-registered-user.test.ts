import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { requestReset } from '../test/forgot-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkInvalid = { code: 113, message: 'errors.linkInvalid' };

describe('verifyRegisteredUser', () => {
  it('does not take a verification link as a reset link, nor the other way round', async () => {
    const user = await t.createUser();
    const { token } = await requestReset(t, user.email);
    expect(errorOf(await t.call('verifyRegisteredUser', { token }))).toEqual(linkInvalid);
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });
});

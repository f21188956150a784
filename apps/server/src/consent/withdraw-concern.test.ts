import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, oneTimeCodes, sessions, users } from '../db/schema/index.ts';
import { prepareLink, storeLink } from '../shared/one-time-codes.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { signedInUser } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('withdrawConcern', () => {
  it("deletes the caller's account, signs it out and keeps the lab", async () => {
    const [lab] = await t.db
      .insert(labs)
      .values({ name: 'Kept Lab', countryCode: 'TH', status: 'A' })
      .returning({ id: labs.id });
    const user = await signedInUser(t, { labId: lab?.id });
    await storeLink(t.db, user.id, prepareLink('verify'));
    const other = await t.signIn('lab@demo.example');

    const result = await t.call('withdrawConcern', { emailId: user.email.toUpperCase() }, { token: user.token });
    expect(dataOf(result)).toEqual({ status: 'Deleted' });

    expect(
      await t.db
        .select()
        .from(labs)
        .where(eq(labs.id, lab?.id ?? '')),
    ).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id))).toHaveLength(0);
    const after = await t.call('getSession', {}, { token: user.token });
    expect(after.status).toBe(401);
    expect(errorOf(after).code).toBe(106);
    const signIn = await t.call('ValidateUser', { email: user.email, password: user.password });
    expect(errorOf(signIn).code).toBe('invalid_credentials');
    // Nobody else is signed out.
    expect((await t.call('getSession', {}, { token: other })).status).toBe(200);
  });

  it("refuses someone else's address and deletes nothing", async () => {
    const user = await signedInUser(t);
    const result = await t.call('withdrawConcern', { emailId: 'lab@demo.example' }, { token: user.token });
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe('forbidden');
    expect(await t.db.select().from(users).where(eq(users.email, 'lab@demo.example'))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await t.call('withdrawConcern', { emailId: user.email })).status).toBe(401);
  });
});

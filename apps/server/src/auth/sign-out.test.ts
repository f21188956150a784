import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { expectRefused } from './test-fixtures.ts';
import { hashSessionToken } from '../shared/session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signOut', () => {
  it('revokes the session: the same token is refused afterwards', async () => {
    const token = await t.signIn('lab@demo.example');
    const other = await t.signIn('lab@demo.example');
    expect(dataOf(await t.call('signOut', {}, { token }))).toEqual({ status: 'SignedOut' });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    await expectRefused(t, token);
    expect((await t.call('signOut', {}, { token })).status).toBe(401);
    expect((await t.call('getSession', {}, { token: other })).status).toBe(200);
  });
});

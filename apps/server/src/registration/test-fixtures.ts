import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TestApp } from '../test/test-app.ts';

/** Set-up shared by the tests of the lab step of signed-in users. */

/** A new account with a session made directly in the database. */
export async function sessionOf(t: TestApp, overrides: Parameters<TestApp['createUser']>[0]) {
  const user = await t.createUser(overrides);
  return { ...user, token: await t.tokenFor(user.email) };
}

/** A user's row as stored. */
export async function userRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TestApp } from '../test/test-app.ts';

/** Set-up shared by the consent tests. */

/** A new account that has not been asked the consent question yet, signed in with its password. */
export async function signedInUser(t: TestApp, overrides: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await t.createUser({ consentChoice: 'didnotask', ...overrides });
  return { ...user, token: await t.signIn(user.email, user.password) };
}

/** The consent columns of a user's row. */
export async function consentOf(t: TestApp, id: string) {
  const [row] = await t.db
    .select({
      consentChoice: users.consentChoice,
      privacyConsent: users.privacyConsent,
      privacyNotice: users.privacyNotice,
      koreaConsent: users.koreaConsent,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

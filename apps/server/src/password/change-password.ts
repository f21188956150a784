import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure, throttleKeys } from '../shared/login-throttle.ts';
import { hashPassword, verifyPassword } from '../shared/password.ts';
import { users } from '../db/schema/index.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { storeNewPassword } from './store-password.ts';

/**
 * changePassword: a signed-in user with the current password. A wrong one is a failed sign-in for the throttle
 * (a stolen session must not become a way to guess the password); success signs out every other session.
 */
export const changePassword: Handler<'changePassword'> = async ({ Password, newPassword }, ctx) => {
  const { db, clientAddress } = ctx;
  const { user, sessionId } = signedIn(ctx);
  const keys = throttleKeys(user.email, clientAddress);
  if (await isLoginThrottled(db, keys)) throw failures.tooManyRequests();

  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash, Password))) {
    await recordLoginFailure(db, keys);
    throw passwordOutcomes.passwordIncorrect();
  }
  await clearAccountFailures(db, keys);
  await storeNewPassword(db, user.id, await hashPassword(newPassword), { keepSessionId: sessionId });
  return { data: { status: 'Success' } };
};

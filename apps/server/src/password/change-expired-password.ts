import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure, throttleKeys } from '../shared/login-throttle.ts';
import { hashPassword, verifyPassword } from '../shared/password.ts';
import { users } from '../db/schema/index.ts';
import { mailRecipientColumns, sendVerificationMail } from '../shared/link-mails.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { storeNewPassword } from './store-password.ts';

interface SignInState {
  emailVerified: boolean;
  forceChangePassword: boolean;
  passwordExpiresAt: Date | null;
}

/** The states in which ValidateUser answers 110, 120 or 130 instead of signing in. */
function isHeldAtSignIn(user: SignInState, now = Date.now()): boolean {
  const expired = user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() < now;
  return !user.emailVerified || expired || user.forceChangePassword;
}

/**
 * changeExpiredPassword: after sign-in answered 110, 120 or 130 (no session yet), the old password proves who
 * it is. Unknown user, wrong password and a user in none of those states all answer 104 after the same work,
 * and count as failed sign-ins. Success lifts "expired" and "must change". Knowing the password does not prove
 * the address, so an unverified user (110) stays unverified and gets a fresh verification mail instead.
 */
export const changeExpiredPassword: Handler<'changeExpiredPassword'> = async (payload, ctx) => {
  const { db, clientAddress } = ctx;
  const [user] = await db
    .select({
      ...mailRecipientColumns,
      passwordHash: users.passwordHash,
      emailVerified: users.emailVerified,
      forceChangePassword: users.forceChangePassword,
      passwordExpiresAt: users.passwordExpiresAt,
    })
    .from(users)
    .where(eq(users.id, payload.userId))
    .limit(1);
  const keys = throttleKeys(user?.email ?? `id:${payload.userId}`, clientAddress);
  if (await isLoginThrottled(db, keys)) throw failures.tooManyRequests();

  const passwordOk = await verifyPassword(user?.passwordHash, payload.Password);
  if (!user || !passwordOk || !isHeldAtSignIn(user)) {
    await recordLoginFailure(db, keys);
    throw passwordOutcomes.passwordIncorrect();
  }
  await clearAccountFailures(db, keys);
  await storeNewPassword(db, user.id, await hashPassword(payload.newPassword));
  if (!user.emailVerified) await sendVerificationMail(ctx, user);
  return { data: { status: 'Success' } };
};

import { ERROR_CODES, STRING_ERROR_CODES } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { ApiFailure, failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { labs, users } from '../db/schema.ts';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure, throttleKeys } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { toSession } from './session-view.ts';

/** A sign-in answer that is not a session: status 200, the error in `data` (docs/build-plan.md). */
const outcome = (code: number | string, message: string, userId?: string) =>
  new ApiFailure(200, { code, message, ...(userId ? { userId } : {}) });

/**
 * ValidateUser: e-mail and password → Session and a new token. Unknown e-mail and wrong password give the same
 * answer after the same work; 110/120/130 go to /change-password with the user id and no token.
 */
export const validateUser: Handler<'ValidateUser'> = async (payload, { db, config, clientAddress }) => {
  const email = payload.email.toLowerCase();
  const keys = throttleKeys(email, clientAddress);
  if (await isLoginThrottled(db, keys)) throw failures.tooManyRequests();

  const [row] = await db
    .select({ user: users, lab: labs })
    .from(users)
    .leftJoin(labs, eq(labs.id, users.labId))
    .where(eq(users.email, email))
    .limit(1);
  const passwordOk = await verifyPassword(row?.user.passwordHash, payload.password);
  if (!row || !passwordOk) {
    await recordLoginFailure(db, keys);
    throw outcome(STRING_ERROR_CODES.invalidCredentials, 'errors.invalidCredentials');
  }
  await clearAccountFailures(db, keys);

  const { user, lab } = row;
  if (!user.emailVerified) throw outcome(ERROR_CODES.emailNotVerified, 'errors.emailNotVerified', user.id);
  if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() < Date.now()) {
    throw outcome(ERROR_CODES.passwordExpired, 'errors.passwordExpired', user.id);
  }
  if (user.forceChangePassword) throw outcome(ERROR_CODES.passwordMustChange, 'errors.passwordToBeChanged', user.id);

  const ttl = payload.remember_me ? config.sessionRememberTtlS : config.sessionTtlS;
  const token = await createSession(db, user.id, ttl);
  return { data: toSession(user, lab), token };
};

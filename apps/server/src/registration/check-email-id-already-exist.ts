import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { isThrottled, recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { users } from '../db/schema/index.ts';
import { EMAIL_CHECK_THROTTLE } from './throttles.ts';

/**
 * checkEmailIdAlreadyExist: registration step 1 asks before going on (§5 "already in use"). Throttled per client;
 * a known and an unknown address take the same single lookup through the unique index.
 */
export const checkEmailIdAlreadyExist: Handler<'checkEmailIdAlreadyExist'> = async ({ email }, ctx) => {
  const { db, clientAddress } = ctx;
  const address = email.toLowerCase();
  const keys = ruleKeys(EMAIL_CHECK_THROTTLE, address, clientAddress);
  if (await isThrottled(db, EMAIL_CHECK_THROTTLE, keys)) throw failures.tooManyRequests();
  await recordAttempt(db, EMAIL_CHECK_THROTTLE, keys);
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  return { data: { exists: rows.length === 1 } };
};

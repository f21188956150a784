import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { users } from '../db/schema/index.ts';
import { findLiveLink, useLink } from '../shared/one-time-codes.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';

/**
 * verifyRegisteredUser: the user of a live link. A reset link (`retry_reset: 'Change_password'`) is only looked
 * at, since resetPassword uses it up; opening a verification link verifies the address and uses the link up.
 */
export const verifyRegisteredUser: Handler<'verifyRegisteredUser'> = async ({ token, retry_reset }, { db }) => {
  const purpose = retry_reset === 'Change_password' ? 'reset' : 'verify';
  const link = await findLiveLink(db, token, purpose);
  if (!link) throw passwordOutcomes.linkInvalid();
  if (purpose === 'verify') {
    const verified = await db.transaction(async (tx) => {
      if (!(await useLink(tx, link.id))) return false;
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, link.userId));
      return true;
    });
    if (!verified) throw passwordOutcomes.linkInvalid();
  }
  return { data: { userId: link.userId, email: link.email } };
};

import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { users } from '../db/schema/index.ts';

/**
 * withdrawConcern: withdrawing consent deletes the caller's own account (§4). Sessions, links and sign-in
 * identities go with the row (cascade); the lab and its survey data stay with the lab.
 */
export const withdrawConcern: Handler<'withdrawConcern'> = async ({ emailId }, ctx) => {
  const { user } = signedIn(ctx);
  if (emailId.toLowerCase() !== user.email) throw failures.forbidden();
  await ctx.db.delete(users).where(eq(users.id, user.id));
  return { data: { status: 'Deleted' } };
};

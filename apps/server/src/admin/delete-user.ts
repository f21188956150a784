import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { adminFailures } from './admin-failures.ts';
import { assertVersion } from './lab-records.ts';
import { auditedUser, liveSessionCounts, lockUser } from './user-records.ts';

/**
 * deleteUser (§7 emailId): the account goes, and with it its sessions (they answer 401 at once), links and codes;
 * the answers and messages it wrote stay without its name. Staff cannot delete themselves.
 */
export const deleteUser: Handler<'deleteUser'> = async ({ emailId, version }, ctx) => {
  const actor = signedIn(ctx);
  const data = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, { email: emailId });
    assertVersion(user, version);
    if (user.id === actor.user.id) throw adminFailures.ownAccount('emailId');
    const sessions = (await liveSessionCounts(tx, [user.id])).get(user.id) ?? 0;
    const [lab] = user.labId
      ? await tx.select({ id: labs.id, labCode: labs.labCode }).from(labs).where(eq(labs.id, user.labId))
      : [];
    await tx.delete(users).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: 'user.deleted',
      target: { type: 'user', id: user.id, label: user.email },
      lab: lab ?? null,
      before: { ...auditedUser(user), sessions },
    });
    return { status: 'Deleted' as const, sessions };
  });
  return { data };
};

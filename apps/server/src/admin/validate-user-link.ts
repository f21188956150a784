import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { adminFailures } from './admin-failures.ts';
import { assertVersion, auditLabRef, lockLiveLab } from './lab-records.ts';
import { lockUser } from './user-records.ts';

/**
 * validateUserLink (§7 loginUserId, labId; D59): staff put a user into a lab, or take them out of theirs (labId null),
 * based on the user's version (D58). Staff have no lab (§6); a content reader put into a lab becomes a full-site
 * user, as when they register a lab themselves. The user's open sessions see the new lab on their next call.
 */
export const validateUserLink: Handler<'validateUserLink'> = async ({ loginUserId, labId, version }, ctx) => {
  const actor = signedIn(ctx);
  const data = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, { id: loginUserId });
    assertVersion(user, version);
    if (labId !== null && user.userType === 'internal') throw adminFailures.typeWithoutLab('loginUserId');
    const unchanged = { status: 'Linked' as const, userId: user.id, labId, userType: user.userType, version };
    if (user.labId === labId) return unchanged;
    const lab = labId === null ? null : await lockLiveLab(tx, labId);
    const [previous] = user.labId
      ? await tx.select({ id: labs.id, labCode: labs.labCode }).from(labs).where(eq(labs.id, user.labId))
      : [];
    const userType = lab && user.userType === 'contentreader' ? 'external' : user.userType;
    const [after] = await tx
      .update(users)
      .set({ labId: lab?.id ?? null, userType, version: user.version + 1, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ version: users.version });
    if (!after) throw adminFailures.notFound();
    await recordAudit(tx, actor, {
      action: 'user.linked',
      target: { type: 'user', id: user.id, label: user.email },
      lab: lab ? auditLabRef(lab) : (previous ?? null),
      before: { labId: user.labId, labCode: previous?.labCode ?? null, userType: user.userType },
      after: { labId: lab?.id ?? null, labCode: lab?.labCode ?? null, userType },
    });
    return { ...unchanged, userType, version: after.version };
  });
  return { data };
};

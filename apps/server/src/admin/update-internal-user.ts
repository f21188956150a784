import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { changedFields, recordAudit } from '../commands/audit.ts';
import { adminFailures } from './admin-failures.ts';
import { assertVersion } from './lab-records.ts';
import { assertEmailFree, userColumns } from './user-accounts.ts';
import { auditedUser, lockUser, typeHasLab } from './user-records.ts';

/**
 * updateInternalUser: the user's address, name, type, language and rights, based on the version the form was loaded
 * with (D58). Staff keep their own staff rights, and a user in a lab stays a type that has one (§6).
 */
export const updateInternalUser: Handler<'updateInternalUser'> = async (payload, ctx) => {
  const actor = signedIn(ctx);
  const data = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, { id: payload.userId });
    assertVersion(before, payload.version);
    if (before.id === actor.user.id && payload.userType !== 'internal') throw adminFailures.ownAccount('userType');
    if (before.labId && !typeHasLab(payload.userType)) throw adminFailures.typeWithoutLab('userType');
    const values = userColumns(payload);
    if (values.email !== before.email) await assertEmailFree(tx, values.email, before.id);
    const changes = changedFields(auditedUser(before), auditedUser({ ...before, ...values }));
    // A save that changes nothing is no change: same version, no audit entry.
    if (Object.keys(changes.after).length === 0)
      return { status: 'Updated' as const, userId: before.id, version: before.version };
    const [after] = await tx
      .update(users)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw adminFailures.notFound();
    const [lab] = after.labId
      ? await tx.select({ id: labs.id, labCode: labs.labCode }).from(labs).where(eq(labs.id, after.labId))
      : [];
    await recordAudit(tx, actor, {
      action: 'user.updated',
      target: { type: 'user', id: after.id, label: after.email },
      lab: lab ?? null,
      ...changes,
    });
    return { status: 'Updated' as const, userId: after.id, version: after.version };
  });
  return { data };
};

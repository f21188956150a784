import { and, eq, isNull } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import type { LabRow } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { adminFailures } from './admin-failures.ts';
import { toLabDetail } from './lab-records.ts';
import { planLabRemoval } from './lab-removal.ts';
import { liveSessionCounts, toUserDetail } from './user-records.ts';

async function liveLab(db: Database, labId: string): Promise<LabRow | null> {
  const [lab] = await db
    .select()
    .from(labs)
    .where(and(eq(labs.id, labId), isNull(labs.archivedAt)));
  return lab ?? null;
}

/**
 * getlabanduser (D59): by `labId`, the lab with its users and what deleting it would take (D57); by `userId`, that
 * user with their lab. Archived labs are not found.
 */
export const getlabanduser: Handler<'getlabanduser'> = async (payload, { db }) => {
  if (payload.labId) {
    const lab = await liveLab(db, payload.labId);
    if (!lab) throw adminFailures.notFound();
    const plan = await planLabRemoval(db, lab.id);
    const sessions = await liveSessionCounts(
      db,
      plan.userRows.map((u) => u.id),
    );
    return {
      data: {
        lab: toLabDetail(lab),
        users: plan.userRows.map((u) => toUserDetail(u, sessions.get(u.id) ?? 0)),
        removal: plan.removal,
      },
    };
  }
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, payload.userId ?? ''));
  if (!user) throw adminFailures.notFound();
  const lab = user.labId ? await liveLab(db, user.labId) : null;
  const sessions = await liveSessionCounts(db, [user.id]);
  return {
    data: { lab: lab && toLabDetail(lab), users: [toUserDetail(user, sessions.get(user.id) ?? 0)], removal: null },
  };
};

import type { LabRemoval } from '@labbench/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs, surveyLinks, surveyResponses, users } from '../db/schema/index.ts';
import type { LabRow, UserRow } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import type { Authenticated } from '../shared/sessions.ts';
import { auditedLab, auditLabRef } from './lab-records.ts';
import { auditedUser, fullNameOf, liveSessionCounts } from './user-records.ts';

/** What deleting a lab takes, with the user rows it concerns. */
export interface RemovalPlan {
  removal: LabRemoval;
  userRows: UserRow[];
}

/**
 * D57: what deleting the lab would take — its users, their sessions, its responses not yet validated — and what it
 * keeps: validated (accepted or rejected) responses, and with them the lab, archived, so the figures of their rounds
 * do not change.
 */
export async function planLabRemoval(db: Database, labId: string): Promise<RemovalPlan> {
  const userRows = await db.select().from(users).where(eq(users.labId, labId)).orderBy(asc(users.email));
  const sessionCounts = await liveSessionCounts(
    db,
    userRows.map((u) => u.id),
  );
  const responses = await db
    .select({
      responseId: surveyResponses.id,
      category: surveyResponses.category,
      round: surveyResponses.round,
      surveyStatus: surveyResponses.surveyStatus,
    })
    .from(surveyResponses)
    .where(eq(surveyResponses.labId, labId))
    .orderBy(asc(surveyResponses.round), asc(surveyResponses.category));
  const keptResponses = responses.filter((r) => r.surveyStatus !== null);
  return {
    userRows,
    removal: {
      outcome: keptResponses.length > 0 ? 'archive' : 'delete',
      users: userRows.map((u) => ({ userId: u.id, email: u.email, fullName: fullNameOf(u) })),
      sessions: [...sessionCounts.values()].reduce((sum, n) => sum + n, 0),
      openResponses: responses.filter((r) => r.surveyStatus === null),
      keptResponses,
    },
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** True when the confirmation named exactly the users and open responses the plan takes. */
export function confirmationMatches(
  removal: LabRemoval,
  confirmed: { userIds: readonly string[]; openResponseIds: readonly string[] },
): boolean {
  return (
    sameIds(
      removal.users.map((u) => u.userId),
      confirmed.userIds,
    ) &&
    sameIds(
      removal.openResponses.map((r) => r.responseId),
      confirmed.openResponseIds,
    )
  );
}

/**
 * Carries out the plan inside the caller's transaction, with its audit entries: the users go (their sessions with
 * them, at once), the open responses go (answers, links and threads with them); then the lab is deleted, or, with
 * validated responses, archived: hidden from staff's searches, its code kept so no other lab can take it, the links
 * of its kept responses revoked.
 */
export async function removeLab(tx: Database, actor: Authenticated, lab: LabRow, plan: RemovalPlan): Promise<void> {
  const { removal, userRows } = plan;
  const ref = auditLabRef(lab);
  for (const user of userRows)
    await recordAudit(tx, actor, {
      action: 'user.deleted',
      target: { type: 'user', id: user.id, label: user.email },
      lab: ref,
      before: auditedUser(user),
    });
  if (userRows.length > 0)
    await tx.delete(users).where(
      inArray(
        users.id,
        userRows.map((u) => u.id),
      ),
    );
  const openIds = removal.openResponses.map((r) => r.responseId);
  if (openIds.length > 0) await tx.delete(surveyResponses).where(inArray(surveyResponses.id, openIds));

  const before = {
    ...auditedLab(lab),
    users: removal.users.map((u) => u.email),
    sessions: removal.sessions,
    openResponses: removal.openResponses.map((r) => `${r.category} ${r.round}`),
    keptResponses: removal.keptResponses.map((r) => `${r.category} ${r.round} ${r.surveyStatus}`),
  };
  if (removal.outcome === 'archive') {
    const keptIds = removal.keptResponses.map((r) => r.responseId);
    await tx
      .update(surveyLinks)
      .set({ revokedAt: new Date() })
      .where(and(inArray(surveyLinks.responseId, keptIds), isNull(surveyLinks.revokedAt)));
    await tx
      .update(labs)
      .set({ archivedAt: new Date(), version: lab.version + 1 })
      .where(eq(labs.id, lab.id));
    await recordAudit(tx, actor, {
      action: 'lab.archived',
      target: { type: 'lab', id: lab.id, label: lab.name },
      lab: ref,
      before,
    });
  } else {
    await tx.delete(labs).where(eq(labs.id, lab.id));
    await recordAudit(tx, actor, {
      action: 'lab.deleted',
      target: { type: 'lab', id: lab.id, label: lab.name },
      lab: ref,
      before,
    });
  }
}

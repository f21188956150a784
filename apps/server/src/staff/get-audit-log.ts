import { LIMITS } from '@labbench/contract';
import type { AuditAction, AuditTarget } from '@labbench/contract';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { auditLog, labs, users } from '../db/schema/index.ts';

/** `%` and `_` in a filter are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit trail for staff (issue 14 item 5): newest first, filtered by who (part of the e-mail), what (any of the chosen actions),
 * the lab (part of its code as recorded, or of its name) and a time span; pages of 10, the page clamped (§5).
 */
export const getAuditLog: Handler<'getAuditLog'> = async (payload, { db }) => {
  const filters: (SQL | undefined)[] = [];
  if (payload.actor) filters.push(ilike(auditLog.actorEmail, likePattern(payload.actor)));
  if (payload.actions?.length) filters.push(inArray(auditLog.action, payload.actions));
  if (payload.lab) {
    const pattern = likePattern(payload.lab);
    filters.push(
      or(
        ilike(auditLog.labCode, pattern),
        ilike(labs.name, pattern),
        // A deleted lab's name survives in the entries about the lab itself.
        and(eq(auditLog.targetType, 'lab'), ilike(auditLog.targetLabel, pattern)),
      ),
    );
  }
  if (payload.from) filters.push(gte(auditLog.at, new Date(payload.from)));
  if (payload.until) filters.push(lt(auditLog.at, new Date(payload.until)));
  const where = and(...filters);

  const [counted] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(labs, eq(labs.id, auditLog.labId))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.pageSize));
  const page = Math.min(Math.max(payload.page, 1), pageCount);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: auditLog.actorEmail,
      actorName: sql<string>`trim(coalesce(${users.givenName}, '') || ' ' || coalesce(${users.familyName}, ''))`,
      action: sql<AuditAction>`${auditLog.action}`,
      targetType: sql<AuditTarget>`${auditLog.targetType}`,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      labCode: auditLog.labCode,
      labName: labs.name,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(labs, eq(labs.id, auditLog.labId))
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(LIMITS.pageSize)
    .offset((page - 1) * LIMITS.pageSize);
  return {
    data: { entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })), page, pageCount, total },
  };
};

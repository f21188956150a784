import type { AuditAction, AuditTarget } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { Authenticated } from '../shared/sessions.ts';

/** Anything that can insert: the database or an open transaction, so the entry commits with the change it records. */
export type AuditWriter = Pick<Database, 'insert'>;

export interface AuditEntry {
  action: AuditAction;
  target: { type: AuditTarget; id?: string | null; label?: string | null };
  /** The lab the action concerns, kept as code too so the entry reads after the lab is gone. */
  lab?: { id: string; labCode: string | null } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The row of one entry. */
function auditRow(actor: Authenticated, entry: AuditEntry) {
  return {
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label ?? null,
    labId: entry.lab?.id ?? null,
    labCode: entry.lab?.labCode ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/**
 * Records one staff action with who and when (issue 14 item 5). Call it inside the transaction of the change, so an
 * entry exists exactly when the change does. The table is append-only (migration 0008).
 */
export async function recordAudit(db: AuditWriter, actor: Authenticated, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

/** Entries per INSERT: 10 parameters each, well under PostgreSQL's 65,535. */
const AUDIT_BATCH = 1000;

/**
 * Records many actions of one change at once (an import's responses: up to 10,000), the same entries as
 * `recordAudit` in a few statements; inside the change's transaction, like it.
 */
export async function recordAudits(
  db: AuditWriter,
  actor: Authenticated,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += AUDIT_BATCH)
    await db.insert(auditLog).values(entries.slice(i, i + AUDIT_BATCH).map((entry) => auditRow(actor, entry)));
}

/** The fields of `after` that differ from `before`, both sides: what an update entry keeps. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

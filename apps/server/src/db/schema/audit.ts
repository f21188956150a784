import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPk } from './columns.ts';

/**
 * The audit trail of staff actions (issue 14 item 5). Who and which lab are kept as text as well as ids, so an entry
 * still reads after the user or lab is gone; no foreign keys, and a trigger (migration 0008) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPk(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** What happened: one of AUDIT_ACTIONS of the contract. */
    action: text('action').notNull(),
    /** What it happened to: lab, user, response, import. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable name of the target at the time (lab name, e-mail, lab code and category). */
    targetLabel: text('target_label'),
    labId: text('lab_id'),
    labCode: text('lab_code'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_lab_idx').on(t.labId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

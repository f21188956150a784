/**
 * What the audit trail records (issue 14 item 5): every staff action, by name. The web shows each through the text
 * `staff.audit.actions.<action>`; the server writes them through `recordAudit` (apps/server/src/commands/audit.ts).
 */
export const AUDIT_ACTIONS = [
  'lab.created',
  'lab.updated',
  'lab.deleted',
  'lab.archived',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.linked',
  'response.answerEdited',
  'response.accepted',
  'response.returned',
  'response.rejected',
  'response.imported',
  'import.completed',
  'export.downloaded',
  'viewAsLab.started',
  'content.created',
  'content.updated',
  'content.published',
  'content.unpublished',
  'tag.saved',
  'tag.deleted',
  'contributor.saved',
  'newsletter.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about. */
export const AUDIT_TARGETS = ['lab', 'user', 'response', 'import', 'export', 'content', 'tag', 'contributor'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

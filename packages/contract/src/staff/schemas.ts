import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { labCodeField, surveyCategoryField } from '../survey/schemas.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-actions.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

const count = z.number().int().nonnegative();

/** getStaffHome: no filters, the figures are always the current round's. */
export const staffHomePayload = z.object({ ...requester });

/** What needs attention in one category's current round (D64). */
export const staffHomeCategorySchema = z.object({
  /** The survey category. */
  category: surveyCategoryField,
  /** Its current round (the latest it has). */
  round: z.number().int(),
  /** Whether that round is closed to answers. */
  closed: z.boolean(),
  /** Submitted responses not yet accepted or rejected. */
  awaitingValidation: count,
  /** Of those, the ones whose checks failed at processing. */
  withFailedChecks: count,
  /** Responses staff returned to the lab for changes, not yet resubmitted. */
  returned: count,
  /** Questions of not yet validated responses whose last message is from staff: the lab is to answer. */
  questionsForLabs: count,
  /** Questions of not yet validated responses whose last message is from the lab: staff are to answer. */
  repliesForStaff: count,
  /** Submitted responses still queued PROCESSING_OVERDUE_MINUTES after submission or staff's last edit. */
  processingFailed: count,
  /**
   * Labs expected in this round that have not answered a question: a response opened without answers, or a response
   * in an earlier round of the category and none in this one. Archived labs are left out.
   */
  notStarted: count,
});

export const staffHomeResponse = z.object({
  /** Every category with a survey definition, in the order of the survey types. */
  categories: z.array(staffHomeCategorySchema),
  /** Labs (not archived) without an answer in any category's current round. */
  labsWithoutAnswers: count,
});

/** startViewAsLab: staff start viewing a lab's portal as the lab sees it (audited). */
export const startViewAsLabPayload = z.object({
  /** The lab, by code. */
  labCode: labCodeField,
  ...requester,
});

export const startViewAsLabResponse = z.object({
  /** The lab's id. */
  labId: z.string(),
  /** The lab's code. */
  labCode: z.string(),
  /** The lab's name, for the view-as-lab banner. */
  labName: z.string(),
});

/** An instant with its offset, as the web sends the start of a day in the user's time zone. */
const instantField = z.iso.datetime({ offset: true }).check(noControlCharacters);

/** getAuditLog: the audit trail, newest first, filtered, in pages of 10 (§9). */
export const auditLogPayload = z.object({
  /** Part of the acting staff user's e-mail address. */
  actor: plainString().trim().max(100).optional(),
  /** Only these actions (any of them); none or empty is every action. */
  actions: z.array(z.enum(AUDIT_ACTIONS)).max(AUDIT_ACTIONS.length).optional(),
  /** Part of the lab's code or name. */
  lab: plainString().trim().max(100).optional(),
  /** Entries at or after this instant. */
  from: instantField.optional(),
  /** Entries before this instant. */
  until: instantField.optional(),
  /** Page, clamped to 1..page count by the server (§5). */
  page: z.number().int().default(1),
  ...requester,
});

/** One recorded staff action. */
export const auditEntrySchema = z.object({
  /** The entry's id. */
  id: z.string(),
  /** When it happened (ISO 8601). */
  at: z.string(),
  /** The acting staff user's e-mail address at the time. */
  actorEmail: z.string(),
  /** Their current full name; empty when the account is gone. */
  actorName: z.string(),
  /** What happened. */
  action: z.enum(AUDIT_ACTIONS),
  /** What it happened to. */
  targetType: z.enum(AUDIT_TARGETS),
  /** The target's id, when it has one. */
  targetId: z.string().nullable(),
  /** A readable name of the target at the time. */
  targetLabel: z.string().nullable(),
  /** The lab's code at the time, when the action concerns a lab. */
  labCode: z.string().nullable(),
  /** The lab's current name; null when the lab is gone or none is concerned. */
  labName: z.string().nullable(),
  /** Values before the change (changed fields only for an update). */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** Values after the change. */
  after: z.record(z.string(), z.unknown()).nullable(),
});

export const auditLogResponse = z.object({
  /** The page's entries, newest first. */
  entries: z.array(auditEntrySchema),
  /** The page shown (clamped). */
  page: z.number().int(),
  /** How many pages the filters give (at least 1). */
  pageCount: z.number().int(),
  /** How many entries the filters give. */
  total: count,
});

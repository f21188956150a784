import type { ParsedPayloadOf } from '@labbench/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { LabRow } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { optionalText } from '../commands/labs.ts';
import type { Authenticated } from '../shared/sessions.ts';
import { hashPassword } from '../shared/password.ts';
import { adminFailures } from './admin-failures.ts';
import { initialPassword } from './initial-password.ts';
import { auditLabRef } from './lab-records.ts';
import { auditedUser } from './user-records.ts';

/** The fields staff set on a user, as every user call parses them. */
export type StaffUserFields = ParsedPayloadOf<'createUser'>;

/** The user columns the staff fields set. */
export function userColumns(fields: StaffUserFields) {
  return {
    email: fields.email.toLowerCase(),
    givenName: fields.firstName,
    familyName: fields.lastName,
    userType: fields.userType,
    language: fields.language,
    permissions: [...new Set(fields.permissions)],
    viewDownloadBtn: fields.viewDownloadBtn,
    viewEnglishTransBtn: fields.viewEnglishtransBtn,
    isSuperUser: fields.isSuperUser,
    // The company-affiliate group: left as it is when a call does not send it.
    ...(fields.companyAffiliate === undefined ? {} : affiliateColumns(fields)),
  };
}

function affiliateColumns(fields: StaffUserFields) {
  const on = fields.companyAffiliate === true;
  return {
    companyAffiliate: on,
    affiliateConsultant: on ? optionalText(fields.affiliateConsultant) : null,
    affiliateRegionalContact: on ? optionalText(fields.affiliateRegionalContact) : null,
    affiliateInternalNumber: on ? optionalText(fields.affiliateInternalNumber) : null,
  };
}

/** Refuses an address another account has (`except` is the user being edited). */
export async function assertEmailFree(db: Database, email: string, except?: string): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), except ? ne(users.id, except) : undefined))
    .limit(1);
  if (other) throw adminFailures.emailInUse();
}

/**
 * An account staff create (D59): verified (staff vouch for the address), signing in with a one-time password that
 * must be changed at once (ValidateUser answers 130), asked the consent question at first sign-in like every account
 * made for someone. Its audit entry is written in the same transaction.
 */
export async function createStaffUser(
  db: Database,
  actor: Authenticated,
  fields: StaffUserFields,
  lockLab: (tx: Database) => Promise<LabRow | null>,
) {
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const lab = await lockLab(tx);
    await assertEmailFree(tx, fields.email);
    const [user] = await tx
      .insert(users)
      .values({
        ...userColumns(fields),
        passwordHash,
        labId: lab?.id ?? null,
        emailVerified: true,
        forceChangePassword: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) throw adminFailures.emailInUse();
    await recordAudit(tx, actor, {
      action: 'user.created',
      target: { type: 'user', id: user.id, label: user.email },
      lab: lab && auditLabRef(lab),
      after: auditedUser(user),
    });
    return { status: 'Created' as const, userId: user.id, version: user.version, initialPassword: password };
  });
}

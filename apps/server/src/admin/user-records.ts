import type { AdminUserDetail, Permission } from '@labbench/contract';
import { PERMISSIONS } from '@labbench/contract';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { adminFailures } from './admin-failures.ts';

/** Open sessions (not revoked, not expired) per user. */
export async function liveSessionCounts(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .groupBy(sessions.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

const isPermission = (code: string): code is Permission => (PERMISSIONS as readonly string[]).includes(code);

/** A user as the staff screens show it (never the password hash). */
export function toUserDetail(user: UserRow, sessionCount: number): AdminUserDetail {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.givenName,
    lastName: user.familyName,
    userType: user.userType,
    language: user.language,
    permissions: user.permissions.filter(isPermission),
    viewDownloadBtn: user.viewDownloadBtn,
    viewEnglishtransBtn: user.viewEnglishTransBtn,
    isSuperUser: user.isSuperUser,
    labId: user.labId,
    mustChangePassword: user.forceChangePassword,
    sessions: sessionCount,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
    origin: {
      campaign: user.campaign,
      arrivalCountry: user.arrivalCountry,
      companyAffiliate: user.companyAffiliate,
      affiliateConsultant: user.affiliateConsultant,
      affiliateRegionalContact: user.affiliateRegionalContact,
      affiliateInternalNumber: user.affiliateInternalNumber,
      lastLoginFrom: user.lastLoginFrom,
    },
  };
}

/** What the audit trail keeps of a user: the fields staff set, and the lab; no password hash, no session. */
export function auditedUser(user: UserRow): Record<string, unknown> {
  const {
    userId: _id,
    version: _v,
    createdAt: _c,
    sessions: _s,
    mustChangePassword: _m,
    origin,
    ...fields
  } = toUserDetail(user, 0);
  // Staff set the company-affiliate group: its changes are audited like the other fields.
  return {
    ...fields,
    companyAffiliate: origin.companyAffiliate,
    affiliateConsultant: origin.affiliateConsultant,
    affiliateRegionalContact: origin.affiliateRegionalContact,
    affiliateInternalNumber: origin.affiliateInternalNumber,
  };
}

/** A user locked for the rest of the transaction (see lockLiveLab). */
export async function lockUser(db: Database, where: { id: string } | { email: string }): Promise<UserRow> {
  const condition = 'id' in where ? eq(users.id, where.id) : eq(users.email, where.email.toLowerCase());
  const [user] = await db.select().from(users).where(condition).for('update');
  if (!user) throw adminFailures.notFound();
  return user;
}

/** Staff and content readers have no lab (§6). */
export const typeHasLab = (userType: UserRow['userType']) => userType === 'external' || userType === 'distributor';

/** A user's full name as lists show it. */
export const fullNameOf = (user: Pick<UserRow, 'givenName' | 'familyName'>) =>
  `${user.givenName} ${user.familyName}`.trim();

import { createHash, randomBytes } from 'node:crypto';
import { dashboardReportPayload } from '@labbench/contract';
import type { ParsedPayloadOf } from '@labbench/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs, reportGrants } from '../db/schema/index.ts';

/** A grant opens one report for the printer's page: long enough to load it, too short to be of use to anyone else. */
export const REPORT_GRANT_TTL_S = 60;

/** The report a grant opens: the download's payload as parsed, its lab bound by id. */
export type ReportRequest = Omit<ParsedPayloadOf<'downloadDashboardReport'>, 'RequesterUserId'>;

/** 256 random bits: an unsalted SHA-256 cannot be reversed, and is found through the unique index. */
function hashGrant(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A single-use grant for one user, lab and report; only its hash is stored. Returns the token for the report URL. */
export async function createReportGrant(
  db: Database,
  grant: { userId: string; labId: string; request: ReportRequest },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(reportGrants).values({
    tokenHash: hashGrant(token),
    userId: grant.userId,
    labId: grant.labId,
    request: JSON.stringify(grant.request),
    // The database's clock, as for the check against created_at and the redemption.
    expiresAt: sql`now() + make_interval(secs => ${REPORT_GRANT_TTL_S})`,
  });
  return token;
}

/**
 * Redeems a grant once: one UPDATE marks it used only if unused and unexpired, so two redemptions racing get it once.
 * null for an unknown, used or expired grant (one answer for all three). The lab code is read from the bound lab.
 */
export async function redeemReportGrant(db: Database, token: string): Promise<ReportRequest | null> {
  const [redeemed] = await db
    .update(reportGrants)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(reportGrants.tokenHash, hashGrant(token)),
        isNull(reportGrants.usedAt),
        gt(reportGrants.expiresAt, sql`now()`),
      ),
    )
    .returning({ labId: reportGrants.labId, request: reportGrants.request });
  if (!redeemed) return null;
  const [lab] = await db.select({ labCode: labs.labCode }).from(labs).where(eq(labs.id, redeemed.labId));
  const request = dashboardReportPayload.safeParse(JSON.parse(redeemed.request));
  if (!lab?.labCode || !request.success) return null;
  const { RequesterUserId: _ignored, ...stored } = request.data;
  return { ...stored, labCode: lab.labCode };
}

import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeCodes, users } from '../db/schema/index.ts';
import type { OneTimeCodePurpose } from '../db/schema/index.ts';

/**
 * E-mailed links and codes: a reset link and its code live 15 minutes, a verification link 24 hours, the token
 * a provider's sign-in hands to ValidateUser 2 minutes; each works once, and a reset link takes at most 5 codes
 * (so it dies after 5 wrong ones).
 */
export const ONE_TIME_CODES = {
  lifetimeMs: { reset: 15 * 60_000, verify: 24 * 60 * 60_000, login: 2 * 60_000 },
  maxWrongCodes: 5,
} as const satisfies { lifetimeMs: Record<OneTimeCodePurpose, number>; maxWrongCodes: number };

/** SHA-256 without salt is enough for a 256-bit random token, and it can be looked up through the unique index. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits have little entropy, so the row id salts the hash: equal codes never give equal hashes. */
function hashCode(rowId: string, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex');
}

/** A new link (and, for a reset, its code), not yet stored: the token and code go into the mail only. */
export interface PreparedLink {
  id: string;
  purpose: OneTimeCodePurpose;
  token: string;
  code: string | null;
  linkTokenHash: string;
  codeHash: string | null;
}

/**
 * `secret`: what the link's code is instead of a random one — for a login token, the browser binding of the
 * sign-in (docs/decisions.md D25), so the token works only in the browser that started the sign-in.
 */
export function prepareLink(purpose: OneTimeCodePurpose, secret?: string): PreparedLink {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const code = secret ?? (purpose === 'reset' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null);
  return {
    id,
    purpose,
    token,
    code,
    linkTokenHash: hashLinkToken(token),
    codeHash: code === null ? null : hashCode(id, code),
  };
}

/** Stores the link; the user's earlier unused links of the same purpose stop working. */
export async function storeLink(db: Database, userId: string, link: PreparedLink, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await invalidateLinks(tx, userId, link.purpose, now);
    await tx.insert(oneTimeCodes).values({
      id: link.id,
      userId,
      purpose: link.purpose,
      linkTokenHash: link.linkTokenHash,
      codeHash: link.codeHash,
      expiresAt: new Date(now.getTime() + ONE_TIME_CODES.lifetimeMs[link.purpose]),
    });
  });
}

export async function invalidateLinks(
  db: Database,
  userId: string,
  purpose: OneTimeCodePurpose,
  now = new Date(),
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
}

const unusedCondition = (now: Date) => and(isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now));
/** Not used, not expired, and codes left to try. */
const liveCondition = (now: Date) => and(unusedCondition(now), lt(oneTimeCodes.attempts, ONE_TIME_CODES.maxWrongCodes));

export interface LiveLink {
  id: string;
  userId: string;
  email: string;
  codeHash: string | null;
}

/** The live link of a token, with its user's address; null for an unknown, used, expired or dead link. */
export async function findLiveLink(
  db: Database,
  token: string,
  purpose: OneTimeCodePurpose,
  now = new Date(),
): Promise<LiveLink | null> {
  const [row] = await db
    .select({ id: oneTimeCodes.id, userId: oneTimeCodes.userId, email: users.email, codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(
      and(eq(oneTimeCodes.linkTokenHash, hashLinkToken(token)), eq(oneTimeCodes.purpose, purpose), liveCondition(now)),
    )
    .limit(1);
  return row ?? null;
}

export function codeMatches(link: LiveLink, code: string): boolean {
  if (link.codeHash === null) return false;
  return timingSafeEqual(Buffer.from(hashCode(link.id, code), 'hex'), Buffer.from(link.codeHash, 'hex'));
}

/**
 * Takes one of the link's code tries before the code is compared; false when none is left. Counting first, in
 * one statement, means parallel guesses cannot get more than 5 tries between them.
 */
export async function claimCodeTry(db: Database, linkId: string, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, linkId), liveCondition(now)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length === 1;
}

/** Uses the link up if it is still unused and unexpired; false when another request got there first. */
export async function useLink(db: Database, linkId: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, linkId), unusedCondition(now)))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

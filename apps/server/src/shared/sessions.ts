import { isTokenExpired } from '@labbench/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs, sessions, users } from '../db/schema/index.ts';
import { sessionLabColumns, sessionUserColumns } from './session-view.ts';
import type { SessionLab, SessionUser } from './session-view.ts';
import { hashSessionToken, issueSessionToken, looksLikeSessionToken } from './session-token.ts';

/** Who is calling, resolved from the Token header. */
export interface Authenticated {
  sessionId: string;
  user: SessionUser;
  lab: SessionLab | null;
}

export async function createSession(db: Database, userId: string, ttlSeconds: number): Promise<string> {
  const issued = issueSessionToken(ttlSeconds);
  await db.insert(sessions).values({ tokenHash: issued.hash, userId, expiresAt: issued.expiresAt });
  return issued.token;
}

/**
 * Every signed-in request runs this lookup, so its SQL is built once per database (and PostgreSQL keeps the plan
 * per connection). No result is cached in memory: a revoked session must be refused by every process at once.
 */
function prepareFindSession(db: Database) {
  return db
    .select({ sessionId: sessions.id, user: sessionUserColumns, lab: sessionLabColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(labs, eq(labs.id, users.labId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

const findSessionQueries = new WeakMap<Database, ReturnType<typeof prepareFindSession>>();

/** The live session of a token, or null when it is malformed, expired, revoked or unknown. */
export async function findSession(db: Database, token: string | undefined): Promise<Authenticated | null> {
  if (!token || !looksLikeSessionToken(token) || isTokenExpired(token)) return null;
  let query = findSessionQueries.get(db);
  if (!query) findSessionQueries.set(db, (query = prepareFindSession(db)));
  const [row] = await query.execute({ tokenHash: hashSessionToken(token), now: new Date().toISOString() });
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

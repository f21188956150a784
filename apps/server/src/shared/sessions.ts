import { isTokenExpired } from '@labbench/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { labs, sessions, users } from '../db/schema/index.ts';
import { CacheKind } from './feed-cache.ts';
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

/** A live session as this process keeps it, until its expiry or a change of its user, lab or session row. */
interface KnownSession extends Authenticated {
  expiresAt: Date;
}

/** Sessions kept per process at most: a busy round's signed-in users, a few hundred bytes each. */
const SESSIONS_KEPT = 20_000;

/**
 * Every signed-in request runs this lookup, so its SQL is built once per database (and PostgreSQL keeps the plan
 * per connection). Its answer is kept while the change feed is live: sign-out, password change, user or lab changes
 * and deletion notify `user:<id>` or `lab:<id>` (migration 0011), so every process drops it as soon as it hears (D78).
 */
function prepareFindSession(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: sessionUserColumns,
      lab: sessionLabColumns,
    })
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

const knownSessions = new CacheKind<KnownSession | null>({
  max: SESSIONS_KEPT,
  prefixes: ['user:', 'lab:'],
  clearOn: [],
  topicsOf: (known) => (known ? [`user:${known.user.id}`, ...(known.lab ? [`lab:${known.lab.id}`] : [])] : []),
  keep: (known) => known !== null,
  fresh: (known) => known !== null && known.expiresAt.getTime() > Date.now(),
});

/** The live session of a token, or null when it is malformed, expired, revoked or unknown. */
export async function findSession(db: Database, token: string | undefined): Promise<Authenticated | null> {
  if (!token || !looksLikeSessionToken(token) || isTokenExpired(token)) return null;
  let query = findSessionQueries.get(db);
  if (!query) findSessionQueries.set(db, (query = prepareFindSession(db)));
  const tokenHash = hashSessionToken(token);
  const known = await knownSessions.get(db, tokenHash, async () => {
    const [row] = await query.execute({ tokenHash, now: new Date().toISOString() });
    return row ?? null;
  });
  if (!known || known.expiresAt.getTime() <= Date.now()) return null;
  const { expiresAt: _expiresAt, ...auth } = known;
  return auth;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

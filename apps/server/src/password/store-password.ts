import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export interface StorePasswordOptions {
  /** The session that made the change stays signed in (changePassword); all others are revoked. */
  keepSessionId?: string;
  /** Only a mailed code proves the address (resetPassword). */
  markEmailVerified?: boolean;
}

/**
 * Sets a new password hash, lifts "must change" and "expired", and revokes the user's sessions: whoever knew
 * the old password is signed out everywhere.
 */
export async function storeNewPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  { keepSessionId, markEmailVerified = false }: StorePasswordOptions = {},
): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      passwordHash,
      forceChangePassword: false,
      passwordExpiresAt: null,
      updatedAt: now,
      ...(markEmailVerified ? { emailVerified: true } : {}),
    })
    .where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

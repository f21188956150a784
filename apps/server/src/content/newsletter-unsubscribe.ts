import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { hashNewsletterToken } from './newsletter-tokens.ts';

/**
 * Ends a subscription (or a sign-up still waiting: its confirmation link dies too) by its unsubscribe token. True
 * when the token belongs to a subscriber, also one unsubscribed before (a second click is not an error); the first
 * time of leaving is kept.
 */
export async function unsubscribeByToken(db: Database, token: string, now = new Date()): Promise<boolean> {
  const s = newsletterSubscribers;
  const [row] = await db
    .select({ id: s.id, unsubscribedAt: s.unsubscribedAt })
    .from(s)
    .where(eq(s.unsubscribeTokenHash, hashNewsletterToken(token)));
  if (!row) return false;
  if (!row.unsubscribedAt) {
    await db
      .update(s)
      .set({ unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(s.id, row.id));
  }
  return true;
}

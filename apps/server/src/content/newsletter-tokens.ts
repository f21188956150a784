import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { hashLinkToken } from '../shared/one-time-codes.ts';

/** Stored as SHA-256 only, like every mailed link token (one-time-codes.ts). */
export const hashNewsletterToken = hashLinkToken;

/** A fresh confirmation token: 256 random bits for the mail, its hash for the row. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashNewsletterToken(token) };
}

const SETTING_KEY = 'newsletter_unsubscribe_secret';
const secrets = new WeakMap<Database, Promise<string>>();

/** Made by whichever process asks first (the insert is a no-op for the others), then read by all. */
async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('newsletter secret missing from settings');
  return row.value;
}

/**
 * The unsubscribe token of a subscriber: an HMAC of its id under a secret kept in the database, so every mail to
 * it (confirmation, welcome, later newsletters) carries the same working List-Unsubscribe link although the row
 * keeps only the token's hash.
 */
export async function unsubscribeToken(db: Database, subscriberId: string): Promise<{ token: string; hash: string }> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db)); // a failed read is retried by the next call
  }
  const token = createHmac('sha256', await secret)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest('base64url');
  return { token, hash: hashNewsletterToken(token) };
}

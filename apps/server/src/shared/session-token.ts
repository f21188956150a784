import { createHash, randomBytes } from 'node:crypto';

export interface IssuedToken {
  /** Sent to the client once, never stored. */
  token: string;
  /** What the sessions table keeps. */
  hash: string;
  expiresAt: Date;
}

/**
 * A session token (docs/build-plan.md): 32 random bytes in base64url, a dash, and the expiry in Unix seconds,
 * so the browser can tell an expired token without asking (contract `isTokenExpired`).
 */
export function issueSessionToken(ttlSeconds: number, nowMs: number = Date.now()): IssuedToken {
  const expirySeconds = Math.floor(nowMs / 1000) + ttlSeconds;
  const token = `${randomBytes(32).toString('base64url')}-${expirySeconds}`;
  return { token, hash: hashSessionToken(token), expiresAt: new Date(expirySeconds * 1000) };
}

/**
 * SHA-256 is enough here (no salt, no slow hash): the token has 256 random bits, so the stored hash cannot be
 * reversed, and an unsalted hash can be looked up through the unique index.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Shape check before any database work: 43 base64url characters, a dash, digits. */
export function looksLikeSessionToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}-\d{1,12}$/.test(token);
}

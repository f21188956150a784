/**
 * Session tokens (§4): a random part, a dash, and the expiry in Unix seconds.
 * Both sides read the expiry; only the server can tell whether the random part is real.
 */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const dash = token.lastIndexOf('-');
  if (dash <= 0) return null;
  const tail = token.slice(dash + 1);
  if (!/^\d{1,12}$/.test(tail)) return null;
  return Number(tail);
}

/** Expired when now is later than the expiry; a token without a readable expiry counts as expired. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || nowMs / 1000 > expiry;
}

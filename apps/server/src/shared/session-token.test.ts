import { isTokenExpired, tokenExpiry } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { hashSessionToken, issueSessionToken, looksLikeSessionToken } from './session-token.ts';

describe('session tokens', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('are 32 random bytes in base64url, a dash and the expiry in Unix seconds', () => {
    const { token, expiresAt } = issueSessionToken(28_800, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}-\d+$/);
    expect(tokenExpiry(token)).toBe(now / 1000 + 28_800);
    expect(expiresAt.getTime()).toBe(now + 28_800_000);
    expect(looksLikeSessionToken(token)).toBe(true);
  });

  it('expire for the browser exactly when the server says', () => {
    const { token } = issueSessionToken(60, now);
    expect(isTokenExpired(token, now + 60_000)).toBe(false);
    expect(isTokenExpired(token, now + 61_000)).toBe(true);
  });

  it('differ every time and are stored only as a SHA-256 hex hash', () => {
    const a = issueSessionToken(60, now);
    const b = issueSessionToken(60, now);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashSessionToken(a.token));
    // The random part may itself hold a dash (base64url): the expiry follows the last one.
    expect(a.hash).not.toContain(a.token.slice(0, a.token.lastIndexOf('-')));
  });

  it('reject malformed tokens before any lookup', () => {
    for (const bad of ['', 'abc', 'abc-123', `${'a'.repeat(43)}-`, `${'a'.repeat(43)}-12x`, `${'a'.repeat(42)}!-1`]) {
      expect(looksLikeSessionToken(bad), bad).toBe(false);
    }
  });
});

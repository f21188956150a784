import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './token.ts';

describe('token expiry', () => {
  const token = 'AbC_d-ef-1700000000';

  it('reads the Unix seconds after the last dash', () => {
    expect(tokenExpiry(token)).toBe(1_700_000_000);
  });

  it('has no expiry without a readable tail', () => {
    for (const bad of [null, undefined, '', 'abc', '-1700000000', 'abc-', 'abc-12x', 'abc-1234567890123']) {
      expect(tokenExpiry(bad), String(bad)).toBeNull();
    }
  });

  it('is expired only when now is later than the expiry', () => {
    expect(isTokenExpired(token, 1_700_000_000_000)).toBe(false);
    expect(isTokenExpired(token, 1_700_000_000_001)).toBe(true);
    expect(isTokenExpired(token, 1_699_999_999_000)).toBe(false);
  });

  it('counts a token without a readable expiry as expired', () => {
    expect(isTokenExpired('garbage', 0)).toBe(true);
    expect(isTokenExpired(null, 0)).toBe(true);
  });
});

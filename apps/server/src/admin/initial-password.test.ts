import { meetsPasswordComplexity, LIMITS } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { initialPassword } from './initial-password.ts';

describe('initialPassword', () => {
  it('always meets the password rules of §5 and differs every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const password = initialPassword();
      expect(meetsPasswordComplexity(password)).toBe(true);
      expect(password.length).toBeLessThanOrEqual(LIMITS.maxNewPassword);
      seen.add(password);
    }
    expect(seen.size).toBe(5000);
  });
});

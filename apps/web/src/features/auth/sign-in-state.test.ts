import { describe, expect, it } from 'vitest';
import { prefilledEmail } from './sign-in-state.ts';

describe('prefilledEmail', () => {
  it('takes the address a page handed to /login', () => {
    expect(prefilledEmail({ email: 'lena@example.org' })).toBe('lena@example.org');
  });

  it('ignores a missing or odd state', () => {
    for (const state of [null, undefined, 'lena@example.org', {}, { email: 42 }]) {
      expect(prefilledEmail(state)).toBe('');
    }
  });
});

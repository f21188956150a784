import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.ts';
import { FORGOT_EMAIL_KEY, readForgotEmail, readForgotState, rememberForgotEmail } from './forgot-email-storage.ts';

describe('forgot-password e-mail in local storage', () => {
  it('is kept under the key `email` (§3)', () => {
    const storage = memoryStorage();
    rememberForgotEmail('dana@lab.example', storage);
    expect(storage.getItem(FORGOT_EMAIL_KEY)).toBe('dana@lab.example');
    expect(FORGOT_EMAIL_KEY).toBe('email');
    expect(readForgotEmail(storage)).toBe('dana@lab.example');
  });

  it('reads nothing when none or a blank one is stored', () => {
    const storage = memoryStorage();
    expect(readForgotEmail(storage)).toBeNull();
    storage.setItem(FORGOT_EMAIL_KEY, '  ');
    expect(readForgotEmail(storage)).toBeNull();
  });
});

describe('readForgotState', () => {
  it('keeps only the flags it knows, with the right types', () => {
    expect(readForgotState({ invalidEmail: true })).toEqual({ invalidEmail: true });
    expect(readForgotState({ rejectedEmail: 'a@b.example', other: 1 })).toEqual({ rejectedEmail: 'a@b.example' });
    expect(readForgotState({ invalidEmail: 'yes', rejectedEmail: 3 })).toEqual({});
    expect(readForgotState(null)).toEqual({});
    expect(readForgotState('x')).toEqual({});
  });
});

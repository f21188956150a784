import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIN_STATE } from '../../lib/session/auth-storage.ts';
import { passwordGuard } from './password-guard.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

describe('passwordGuard', () => {
  it('allows a signed-in user', () => {
    expect(passwordGuard(contextOf({ session: sessionOf('external') }))).toBeNull();
  });

  it('allows a pending forced change, an expired password and a password due for change', () => {
    for (const flag of ['forceChangePassword', 'isPasswordExpired', 'isPasswordToBeChanged'] as const) {
      expect(passwordGuard(contextOf({ loginState: { ...EMPTY_LOGIN_STATE, [flag]: true } }))).toBeNull();
    }
  });

  it('sends anyone else to /login', () => {
    expect(passwordGuard(contextOf())).toBe('/login');
    expect(passwordGuard(contextOf({ loginState: { ...EMPTY_LOGIN_STATE, isEmailverified: false } }))).toBe('/login');
  });
});

import { describe, expect, it } from 'vitest';
import type { Session } from '@labbench/contract';
import { EMPTY_LOGIN_STATE } from '../../lib/session/auth-storage.ts';
import type { LoginState } from '../../lib/session/auth-storage.ts';
import { changePasswordMode, readSuccessfulResetState } from './change-password-mode.ts';

const session = { user: { userId: 'u1' } } as unknown as Session;

/** The login state sign-in leaves for 110 (unverified), 120 (expired) and 130 (must change). */
function loginStateFor(code: 110 | 120 | 130, userId: string | null): LoginState {
  return {
    forceChangePassword: true,
    forcePassChangeUserId: userId,
    isPasswordExpired: code === 120,
    isPasswordToBeChanged: code === 130,
    isEmailverified: code !== 110,
  };
}

describe('changePasswordMode', () => {
  it('uses the pending change of an expired password (120)', () => {
    expect(changePasswordMode(loginStateFor(120, 'u7'), null)).toEqual({
      kind: 'pending',
      userId: 'u7',
      reason: 'expired',
    });
  });

  it('uses the pending change of a forced change (130) and of an unverified e-mail (110)', () => {
    expect(changePasswordMode(loginStateFor(130, 'u8'), null)).toEqual({
      kind: 'pending',
      userId: 'u8',
      reason: 'forced',
    });
    expect(changePasswordMode(loginStateFor(110, 'u9'), null)).toEqual({
      kind: 'pending',
      userId: 'u9',
      reason: 'unverified',
    });
  });

  it('prefers the pending change over a session', () => {
    expect(changePasswordMode(loginStateFor(120, 'u7'), session)).toMatchObject({ kind: 'pending', userId: 'u7' });
  });

  it('each flag alone is enough when the user id is known', () => {
    const base = { ...EMPTY_LOGIN_STATE, forcePassChangeUserId: 'u3' };
    expect(changePasswordMode({ ...base, isPasswordExpired: true }, null)).toMatchObject({ reason: 'expired' });
    expect(changePasswordMode({ ...base, forceChangePassword: true }, null)).toMatchObject({ reason: 'forced' });
    expect(changePasswordMode({ ...base, isPasswordToBeChanged: true }, null)).toMatchObject({ reason: 'forced' });
    expect(changePasswordMode({ ...base, isEmailverified: false }, null)).toMatchObject({ reason: 'unverified' });
  });

  it('is the signed-in change without a pending one', () => {
    expect(changePasswordMode(EMPTY_LOGIN_STATE, session)).toEqual({ kind: 'signedIn' });
    // A user id left without any flag is not a pending change.
    expect(changePasswordMode({ ...EMPTY_LOGIN_STATE, forcePassChangeUserId: 'u3' }, session)).toEqual({
      kind: 'signedIn',
    });
  });

  it('falls back to the session, or nothing, when sign-in gave no user id', () => {
    expect(changePasswordMode(loginStateFor(130, null), session)).toEqual({ kind: 'signedIn' });
    expect(changePasswordMode(loginStateFor(130, null), null)).toEqual({ kind: 'unavailable' });
    expect(changePasswordMode(EMPTY_LOGIN_STATE, null)).toEqual({ kind: 'unavailable' });
  });
});

describe('readSuccessfulResetState', () => {
  it('keeps the verification-mail flag only when it is true', () => {
    expect(readSuccessfulResetState({ verificationMailSent: true })).toEqual({ verificationMailSent: true });
    expect(readSuccessfulResetState({ verificationMailSent: 'yes' })).toEqual({});
    expect(readSuccessfulResetState(null)).toEqual({});
  });
});

import type { Session } from '@labbench/contract';
import type { LoginState } from '../../lib/session/auth-storage.ts';

/** Why sign-in sent the user here instead of signing in (§4 login outcomes 110, 120, 130). */
export type PendingChangeReason = 'expired' | 'forced' | 'unverified';

/**
 * How /change-password submits (§4 "Password change"):
 * - `pending`: sign-in answered 110, 120 or 130 — no session yet; `changeExpiredPassword` with the user id it returned;
 * - `signedIn`: a signed-in user changes the password with `changePassword`;
 * - `unavailable`: neither (a pending change without the user id, or nothing at all): nothing can be submitted.
 */
export type ChangePasswordMode =
  { kind: 'pending'; userId: string; reason: PendingChangeReason } | { kind: 'signedIn' } | { kind: 'unavailable' };

function pendingReason(state: LoginState): PendingChangeReason | null {
  if (state.isPasswordExpired) return 'expired';
  if (!state.isEmailverified) return 'unverified';
  if (state.forceChangePassword || state.isPasswordToBeChanged) return 'forced';
  return null;
}

/** A pending change from sign-in comes first: it is what the user was sent here for. */
export function changePasswordMode(state: LoginState, session: Session | null): ChangePasswordMode {
  const reason = pendingReason(state);
  if (reason && state.forcePassChangeUserId) return { kind: 'pending', userId: state.forcePassChangeUserId, reason };
  if (session) return { kind: 'signedIn' };
  return { kind: 'unavailable' };
}

/** What /change-password hands to /successfull-reset: after a 110 change the server has mailed a verification link. */
export interface SuccessfulResetState {
  verificationMailSent?: boolean;
}

export function readSuccessfulResetState(state: unknown): SuccessfulResetState {
  const sent = typeof state === 'object' && state !== null && (state as Record<string, unknown>).verificationMailSent;
  return sent === true ? { verificationMailSent: true } : {};
}

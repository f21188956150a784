import { localStore } from '../../lib/browser-storage.ts';

/** Local-storage key of the address forgot password was asked for (§3 "Browser storage"). */
export const FORGOT_EMAIL_KEY = 'email';

export function rememberForgotEmail(email: string, storage: Storage = localStore): void {
  storage.setItem(FORGOT_EMAIL_KEY, email);
}

export function readForgotEmail(storage: Storage = localStore): string | null {
  const value = storage.getItem(FORGOT_EMAIL_KEY)?.trim();
  return value ? value : null;
}

/**
 * What /forgot-password hands to /forgot-password-success in the history entry (it survives a reload):
 * `invalidEmail` after answer 121 (§4). /forgot-password receives `rejectedEmail` back from the "edit" link.
 */
export interface ForgotNavigationState {
  invalidEmail?: boolean;
  rejectedEmail?: string;
}

export function readForgotState(state: unknown): ForgotNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { invalidEmail, rejectedEmail } = state as Record<string, unknown>;
  return {
    ...(invalidEmail === true ? { invalidEmail: true } : {}),
    ...(typeof rejectedEmail === 'string' && rejectedEmail ? { rejectedEmail } : {}),
  };
}

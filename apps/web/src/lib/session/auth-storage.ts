import { AUTH_STORAGE_KEY } from '@labbench/contract/constants';
import { isTokenExpired } from '@labbench/contract/rules';
import type { Session } from '@labbench/contract';
import { localStore } from '../browser-storage.ts';

/** Sign-in flows that end on /change-password before a session exists (§3 "Login state"). */
export interface LoginState {
  forceChangePassword: boolean;
  forcePassChangeUserId: string | null;
  isPasswordExpired: boolean;
  isPasswordToBeChanged: boolean;
  isEmailverified: boolean;
}

export const EMPTY_LOGIN_STATE: LoginState = {
  forceChangePassword: false,
  forcePassChangeUserId: null,
  isPasswordExpired: false,
  isPasswordToBeChanged: false,
  isEmailverified: true,
};

/** The auth record kept in local storage under `dlba` (§3). */
export interface AuthRecord {
  /** Bumped when the record's shape changes, so a record of an older release is dropped, not misread. */
  version: typeof RECORD_VERSION;
  token: string | null;
  session: Session | null;
  loginState: LoginState;
}

const RECORD_VERSION = 2;
export const EMPTY_AUTH: AuthRecord = {
  version: RECORD_VERSION,
  token: null,
  session: null,
  loginState: EMPTY_LOGIN_STATE,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A shape check, not the contract's zod schema: this runs before the first screen, and zod would double the
 * JavaScript of the home route. The session in the record is our own server's answer, refreshed by getSession on load.
 */
function isAuthRecord(value: unknown): value is AuthRecord {
  if (!isObject(value) || value.version !== RECORD_VERSION) return false;
  const { token, session, loginState } = value;
  if (token !== null && typeof token !== 'string') return false;
  if (session !== null && !(isObject(session) && isObject(session.user) && typeof session.user.userId === 'string'))
    return false;
  if (!isObject(loginState)) return false;
  return (Object.keys(EMPTY_LOGIN_STATE) as (keyof LoginState)[]).every((key) =>
    key === 'forcePassChangeUserId'
      ? loginState[key] === null || typeof loginState[key] === 'string'
      : typeof loginState[key] === 'boolean',
  );
}

/** Reads the record; one that fails to parse is removed (§8), an expired token is dropped with its session (§4). */
export function readAuthRecord(storage: Storage = localStore): AuthRecord {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return EMPTY_AUTH;
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    record = null;
  }
  if (!isAuthRecord(record)) {
    storage.removeItem(AUTH_STORAGE_KEY);
    return EMPTY_AUTH;
  }
  if (record.token && isTokenExpired(record.token)) {
    const signedOut: AuthRecord = { ...record, token: null, session: null };
    writeAuthRecord(signedOut, storage);
    return signedOut;
  }
  return record;
}

export function writeAuthRecord(record: AuthRecord, storage: Storage = localStore): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
}

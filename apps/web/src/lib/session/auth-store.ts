import { useSyncExternalStore } from 'react';
import type { Session } from '@labbench/contract';
import { EMPTY_AUTH, readAuthRecord, writeAuthRecord } from './auth-storage.ts';
import type { AuthRecord, LoginState } from './auth-storage.ts';

/** The one place the browser keeps who is signed in; mirrored to local storage so a reload keeps it. */
let record: AuthRecord = readAuthRecord();
const listeners = new Set<() => void>();

function set(next: AuthRecord) {
  record = next;
  writeAuthRecord(next);
  listeners.forEach((l) => l());
}

export const authStore = {
  get: () => record,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn: (token: string, session: Session) => {
    set({ ...EMPTY_AUTH, token, session });
  },
  replaceToken: (token: string) => {
    set({ ...record, token });
  },
  updateSession: (session: Session) => {
    set({ ...record, session });
  },
  setLoginState: (loginState: Partial<LoginState>) => {
    set({ ...record, loginState: { ...record.loginState, ...loginState } });
  },
  /** Sign-out and forced logout (code 106) both end here. */
  clear: () => {
    set(EMPTY_AUTH);
  },
};

export function useAuth(): AuthRecord {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

/** Signed in: a session and a token that has not expired yet. */
export function useSession(): Session | null {
  return useAuth().session;
}

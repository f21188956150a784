import { sessionStore } from '../browser-storage.ts';
/**
 * The login initiator (§4): the route, with its query, that sent the user to sign in. Kept in session
 * storage so it survives the detours of sign-in (a reload, /change-password) but not the tab.
 */
const INITIATOR_KEY = 'loginInitiator';

/** Query names of /login (§2). */
export const DESTINATION_PARAM = 'destination';
export const REGFOR_PARAM = 'regfor';

/** A path of this site: starts with one `/`, so `//host` or `https://…` cannot send the user elsewhere. */
export function internalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** "Login route": any address with a `login` segment, prefixed (`/JP_ja/login`) or not. */
export function isLoginRoute(pathname: string): boolean {
  return pathname.split('/').includes('login');
}

/** Where sign-in sends an unauthenticated visitor of `path`: /login, lab sign-in when asked, and back afterwards. */
export function loginPath(destination: string, regFor?: 'lab'): string {
  const query = new URLSearchParams();
  if (regFor) query.set(REGFOR_PARAM, regFor);
  query.set(DESTINATION_PARAM, destination);
  return `/login?${query.toString()}`;
}

export function recordLoginInitiator(path: string, storage: Storage = sessionStore): void {
  storage.setItem(INITIATOR_KEY, path);
}

/** Reads and forgets the initiator: it is used once, right after sign-in. */
export function takeLoginInitiator(storage: Storage = sessionStore): string | null {
  const path = internalPath(storage.getItem(INITIATOR_KEY));
  storage.removeItem(INITIATOR_KEY);
  return path;
}

import { createContext, useContext } from 'react';

/** Reads the session again from the server and stores it; resolves when done. */
export type ReloadSession = () => Promise<unknown>;

/**
 * How a feature asks for a fresh session after changing the user on the server (a lab registered, a profile
 * completed). `app/` provides auth's getSession, so no feature imports another.
 */
export const SessionReloadContext = createContext<ReloadSession | null>(null);

export function useReloadSession(): ReloadSession {
  const reload = useContext(SessionReloadContext);
  if (!reload) throw new Error('useReloadSession needs a SessionReloadContext provider (app/routes/root.tsx)');
  return reload;
}

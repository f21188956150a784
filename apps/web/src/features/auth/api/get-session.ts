import { useEffect } from 'react';
import { callApiLater } from '../../../lib/call-api-later.ts';
import { authStore, useAuth } from '../../../lib/session/auth-store.ts';

/** The signed-in session as the server sees it now; a 401 clears the stored sign-in (api-client). */
export async function getSession() {
  const session = await callApiLater('getSession', {});
  // A sign-out while the call was under way wins.
  if (authStore.get().token) authStore.updateSession(session);
  return session;
}

/** Whether a sign-in was kept from an earlier visit when the page loaded. */
const keptOnLoad = authStore.get().token !== null;
let refreshStarted = false;

/**
 * Refreshes the stored session once per page load when a token was kept, so user and lab data are
 * current. A sign-in during the visit brings its own fresh session.
 */
export function useSessionRefresh(): void {
  const { token } = useAuth();
  useEffect(() => {
    if (!keptOnLoad || refreshStarted || token === null) return;
    refreshStarted = true;
    // A 401 clears the stored sign-in (api-client); other failures leave the kept session as it is.
    getSession().catch(() => undefined);
  }, [token]);
}

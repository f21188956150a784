import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authStore, useAuth } from '../../../lib/session/auth-store.ts';

const sessionQueryKey = ['session'] as const;

/** The signed-in session as the server sees it now; a 401 clears the stored sign-in (api-client). */
export async function getSession() {
  const session = await callApi('getSession', {});
  // A sign-out while the call was under way wins.
  if (authStore.get().token) authStore.updateSession(session);
  return session;
}

/**
 * Refreshes the stored session once per page load when a token was kept, so user and lab data are
 * current. A sign-in during the visit brings its own fresh session.
 */
export function useSessionRefresh() {
  const { token } = useAuth();
  const [keptOnLoad] = useState(() => authStore.get().token !== null);
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    enabled: keptOnLoad && token !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

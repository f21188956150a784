import { useCallback } from 'react';
import { callApiLater } from '../../../lib/call-api-later.ts';
import { useEndSession } from '../../../lib/session/use-end-session.ts';

/** Revokes the token on the server. */
export async function signOutRequest() {
  await callApiLater('signOut', {});
}

/** Signs out (§4): the server first, then everything this browser kept about the user, then /home. */
export function useSignOut(): { signOut: () => Promise<void> } {
  const endSession = useEndSession();
  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch {
      // An expired or revoked token, or no network: signing out here must still work.
    }
    await endSession();
  }, [endSession]);
  return { signOut };
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { authStore } from '../auth-store.ts';
import { raiseSignOutFlag } from '../sign-out-flag.ts';

/** Local-storage key of the survey chosen last (§3), forgotten on sign-out. */
const SURVEY_SELECTED_KEY = 'surveyselected';

/** Revokes the token on the server. */
export async function signOutRequest() {
  await callApi('signOut', {});
}

/** Signs out (§4): the server first, then everything this browser kept about the user, then /home. */
export function useSignOut(): { signOut: () => Promise<void> } {
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch {
      // An expired or revoked token, or no network: signing out here must still work.
    }
    localStorage.removeItem(SURVEY_SELECTED_KEY);
    authStore.clear();
    // Loaded here, not with the menu that offers sign-out: the home page does without the query cache.
    (await import('../../../lib/query-client.ts')).queryClient.clear();
    raiseSignOutFlag();
    await navigate('/home');
  }, [navigate]);
  return { signOut };
}

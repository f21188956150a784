import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/session/auth-store.ts';
import { raiseSignOutFlag } from '../../../lib/session/sign-out-flag.ts';

/** Local-storage key of the survey chosen last (§3), forgotten on sign-out. */
const SURVEY_SELECTED_KEY = 'surveyselected';

/** Revokes the token on the server. */
export async function signOutRequest() {
  await callApi('signOut', {});
}

/** Signs out (§4): the server first, then everything this browser kept about the user, then /home. */
export function useSignOut(): { signOut: () => Promise<void> } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch {
      // An expired or revoked token, or no network: signing out here must still work.
    }
    localStorage.removeItem(SURVEY_SELECTED_KEY);
    authStore.clear();
    queryClient.clear();
    raiseSignOutFlag();
    await navigate('/home');
  }, [queryClient, navigate]);
  return { signOut };
}

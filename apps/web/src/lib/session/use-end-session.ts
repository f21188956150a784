import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from './auth-store.ts';
import { clearDashboardFlags } from './dashboard-flags.ts';
import { raiseSignOutFlag } from './sign-out-flag.ts';
import { setViewedLab } from './viewed-lab.ts';
import { localStore } from '../browser-storage.ts';

/** Local-storage key of the survey chosen last (§3), forgotten on sign-out. */
const SURVEY_SELECTED_KEY = 'surveyselected';

/**
 * Forgets everything this browser kept about the user, raises the single-logout flag and goes to /home (§4):
 * the end of a sign-out, and of a withdrawal that deleted the account.
 */
export function useEndSession(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // Loaded here, not with the menu that offers sign-out: the home page does without the query cache. Loaded
    // before the user is forgotten: the page being left must not see a signed-out user and send them to login.
    const { queryClient } = await import('../query-client.ts');
    localStore.removeItem(SURVEY_SELECTED_KEY);
    clearDashboardFlags();
    setViewedLab(null);
    authStore.clear();
    queryClient.clear();
    raiseSignOutFlag();
    await navigate('/home');
  }, [navigate]);
}

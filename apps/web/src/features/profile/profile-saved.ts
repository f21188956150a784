import { authStore } from '../../lib/session/auth-store.ts';
import type { ReloadSession } from '../../lib/session/session-reload.ts';

interface SavedNames {
  firstName: string;
  lastName: string;
}

/**
 * After `Status: 'Updated'` (§4 "Profile update"): preRegstatus becomes complete in memory and in the stored
 * auth record at once (the banner goes), the names follow; then the session is read again for what the server
 * changed besides (a cleared forceUpdateProfile). If that read fails, the local update stands.
 */
export async function profileSaved({ firstName, lastName }: SavedNames, reloadSession: ReloadSession): Promise<void> {
  const { session } = authStore.get();
  if (!session) return;
  authStore.updateSession({
    ...session,
    user: {
      ...session.user,
      preRegstatus: 'complete',
      givenName: firstName,
      familyName: lastName,
      fullName: `${firstName} ${lastName}`,
    },
  });
  try {
    await reloadSession();
  } catch {
    // A 401 has already signed the user out (api-client); any other failure leaves the local update.
  }
}

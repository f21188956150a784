/**
 * "Remember me" as ticked when a provider's sign-in started: the token comes back after the provider's pages
 * (in a pop-up, or after this window left the site), and signs in with the choice the user made before.
 */
const REMEMBER_ME_KEY = 'providerRememberMe';

export function keepRememberMeChoice(rememberMe: boolean, storage: Storage = sessionStorage): void {
  storage.setItem(REMEMBER_ME_KEY, rememberMe ? '1' : '0');
}

/** Reads and forgets the choice: one provider sign-in uses it once. */
export function takeRememberMeChoice(storage: Storage = sessionStorage): boolean {
  const kept = storage.getItem(REMEMBER_ME_KEY);
  storage.removeItem(REMEMBER_ME_KEY);
  return kept === '1';
}

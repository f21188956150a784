/**
 * What a page may hand to /login in the router's location state: the address to fill in, so a user who has just
 * confirmed it (the e-mail verification page) does not type it again. Anything else in the state is ignored.
 */
export interface SignInState {
  email: string;
}

export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state as Partial<SignInState>;
  return typeof email === 'string' ? email.slice(0, 254) : '';
}

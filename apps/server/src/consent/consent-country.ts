import type { Authenticated } from '../shared/sessions.ts';

/** The country the §5 consent rule is applied by: the lab's for a lab user, else the user's own. */
export function consentCountry({ user, lab }: Authenticated): string {
  return lab?.countryCode ?? user.countryCode ?? '';
}

import { consentFor } from '@labbench/contract';

/** Which consent checkbox step 2 shows (§5 consent rule): Korea asks only the Korea consent, others the privacy consent. */
export type RequiredConsent = 'korea' | 'privacy';

export function requiredConsent(countryCode: string | null | undefined): RequiredConsent {
  return countryCode?.toUpperCase() === 'KR' ? 'korea' : 'privacy';
}

/** The consent flags as sent: only the one shown counts; the other is false (a box ticked before the country changed is dropped). */
export function consentsToSend(
  countryCode: string,
  given: { privacyConsent: boolean; koreaConsent: boolean },
): { privacyConsent: boolean; koreaConsent: boolean } {
  const { privacyConsent, koreaConsent } = consentFor(countryCode, given);
  return { privacyConsent, koreaConsent };
}

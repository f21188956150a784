/** Consent flags as sent with a profile or registration (§3). */
export interface ConsentFlags {
  privacyConsent: boolean;
  privacyNotice: boolean;
  koreaConsent: boolean;
}

/**
 * §5 consent rule: a lab in Korea sends only the Korea consent (privacy flags false);
 * any other country sends the privacy flags and the Korea consent false.
 */
export function consentFor(
  countryCode: string,
  given: { privacyConsent: boolean; koreaConsent: boolean },
): ConsentFlags {
  if (countryCode.toUpperCase() === 'KR') {
    return { privacyConsent: false, privacyNotice: false, koreaConsent: given.koreaConsent };
  }
  return { privacyConsent: given.privacyConsent, privacyNotice: given.privacyConsent, koreaConsent: false };
}

/** The consent a country must have given before an account can be created or updated. */
export function hasRequiredConsent(countryCode: string, flags: ConsentFlags): boolean {
  return countryCode.toUpperCase() === 'KR' ? flags.koreaConsent : flags.privacyConsent;
}

/** Consent choice enum of §4. */
export const CONSENT_CHOICES = ['ignored', 'no', 'yes', 'didnotask'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

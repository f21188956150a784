import { describe, expect, it } from 'vitest';
import { consentFor, hasRequiredConsent } from './consent.ts';

describe('consent rule (§5)', () => {
  it('Korea sends only the Korea consent', () => {
    expect(consentFor('KR', { privacyConsent: true, koreaConsent: true })).toEqual({
      privacyConsent: false,
      privacyNotice: false,
      koreaConsent: true,
    });
  });
  it('any other country sends the privacy flags and no Korea consent', () => {
    expect(consentFor('TH', { privacyConsent: true, koreaConsent: true })).toEqual({
      privacyConsent: true,
      privacyNotice: true,
      koreaConsent: false,
    });
  });
  it('requires the consent that belongs to the country', () => {
    expect(hasRequiredConsent('KR', { privacyConsent: true, privacyNotice: true, koreaConsent: false })).toBe(false);
    expect(hasRequiredConsent('kr', { privacyConsent: false, privacyNotice: false, koreaConsent: true })).toBe(true);
    expect(hasRequiredConsent('JP', { privacyConsent: false, privacyNotice: false, koreaConsent: true })).toBe(false);
  });
});

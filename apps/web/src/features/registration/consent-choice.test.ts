import { describe, expect, it } from 'vitest';
import { consentsToSend, requiredConsent } from './consent-choice.ts';

describe('the consent of step 2 (§5 KR rule)', () => {
  it('asks Korea for the Korea consent only, everyone else for the privacy consent', () => {
    expect(requiredConsent('KR')).toBe('korea');
    expect(requiredConsent('kr')).toBe('korea');
    expect(requiredConsent('TH')).toBe('privacy');
    expect(requiredConsent('')).toBe('privacy');
    expect(requiredConsent(undefined)).toBe('privacy');
  });

  it('sends only the consent of the chosen country, even if the other box was ticked before', () => {
    expect(consentsToSend('KR', { privacyConsent: true, koreaConsent: true })).toEqual({
      privacyConsent: false,
      koreaConsent: true,
    });
    expect(consentsToSend('JP', { privacyConsent: true, koreaConsent: true })).toEqual({
      privacyConsent: true,
      koreaConsent: false,
    });
  });
});

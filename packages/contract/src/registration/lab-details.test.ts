import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { V } from '../validation/messages.ts';
import { arrivalFields, asksCaho, asksRexisNo, labClassOf, storedLabDetails } from './lab-details.ts';
import { selfRegistationPayload } from './schemas.ts';

describe('lab details of the registration (§3, §4 lab size)', () => {
  it('lets a hospital’s beds decide the size class by the §4 hospital bounds', () => {
    const hospital = {
      countryCode: 'TH',
      laboratoryClassification: 'hospital' as const,
      laboratoryClass: 'large' as const,
    };
    expect(labClassOf({ ...hospital, numberofBeds: 500 })).toBe('small');
    expect(labClassOf({ ...hospital, numberofBeds: 501 })).toBe('medium');
    expect(labClassOf({ ...hospital, numberofBeds: 1001 })).toBe('large');
    expect(labClassOf(hospital)).toBe('large');
    expect(labClassOf({ countryCode: 'TH', laboratoryClassification: 'private', numberofBeds: 2000 })).toBeNull();
  });

  it('asks CAHO and REXIS in India only and drops them elsewhere', () => {
    expect([asksCaho('in'), asksRexisNo('IN'), asksCaho('TH'), asksRexisNo('CN')]).toEqual([true, true, false, false]);
    expect(storedLabDetails({ countryCode: 'IN', rexisNo: 'R-1' })).toMatchObject({
      cahoAccredited: false,
      rexisNo: 'R-1',
    });
    expect(storedLabDetails({ countryCode: 'TH', cahoIndia: true, rexisNo: 'R-1' })).toMatchObject({
      cahoAccredited: null,
      rexisNo: null,
    });
  });

  it('reads the arrival fields: an upper-cased detected country, a plain campaign name', () => {
    const arrival = z.object(arrivalFields);
    expect(arrival.parse({ campaignUser: ' spring_2026 ', userCountry: 'in' })).toEqual({
      campaignUser: 'spring_2026',
      userCountry: 'IN',
    });
    expect(arrival.safeParse({ campaignUser: 'a<b' }).success).toBe(false);
    expect(arrival.safeParse({ userCountry: 'India' }).success).toBe(false);
  });

  it('accepts a registration without any of them, and refuses a postal code with markup', () => {
    const base = {
      language: 'en',
      firstName: 'Ann',
      lastName: 'Lee',
      jobDesignation: 'Laboratory Manager',
      email: 'ann@lab.example',
      Password: 'Register#2026',
      countrySTDCode: '+91',
      contactNo: '98765 43210',
      nameOfInstuation: 'Lab',
      state: 'Delhi',
      countryCode: 'IN',
      privacyConsent: true,
      koreaConsent: false,
      receiveMoreInfromation: false,
      captcha: 'x',
    };
    expect(selfRegistationPayload.safeParse(base).success).toBe(true);
    const bad = selfRegistationPayload.safeParse({ ...base, postalCode: '<1>' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([V.postalCodeInvalid]);
  });
});

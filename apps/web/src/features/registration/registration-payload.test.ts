import { describe, expect, it } from 'vitest';
import { labStepPayload as labStepSchema, selfPreRegistationPayload, selfRegistationPayload } from '@labbench/contract';
import type { RegistrationLabValues, RegistrationPersonalValues, RegistrationReaderValues } from '@labbench/contract';
import { labRegistrationPayload, labStepPayload, readerRegistrationPayload } from './registration-payload.ts';

const personal: RegistrationPersonalValues = {
  language: 'en',
  firstName: 'Ana',
  lastName: 'Lee',
  jobDesignation: 'Biochemist',
  other: 'left over from choosing Other',
  email: 'ana@example.org',
  Password: 'Labbench#2026',
  confirmPassword: 'Labbench#2026',
  countrySTDCode: '+66',
  contactNo: '81 234 5678',
};

const lab: RegistrationLabValues = {
  nameOfInstuation: 'City Hospital Lab',
  labNameInLocalLang: '',
  labBranchName: 'North',
  labDepartment: '',
  address: '',
  state: 'Bangkok',
  countryCode: 'TH',
  privacyConsent: true,
  koreaConsent: true,
  receiveMoreInfromation: false,
};

describe('registration payloads', () => {
  it('sends both steps of a lab user without the retyped password, as the contract accepts it', () => {
    const payload = labRegistrationPayload(personal, lab, 'solution');
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).toMatchObject({ email: 'ana@example.org', Password: 'Labbench#2026', captcha: 'solution' });
    expect(selfRegistationPayload.safeParse(payload).success).toBe(true);
  });

  it('sends the lab details that apply and where the visitor arrived from (§3)', () => {
    const hospital: RegistrationLabValues = {
      ...lab,
      laboratoryClassification: 'hospital',
      numberofBeds: 600,
      cahoIndia: true,
      rexisNo: 'R-1',
    };
    const thai = labRegistrationPayload(personal, hospital, 'solution', { campaignUser: 'spring', userCountry: 'TH' });
    expect(thai).toMatchObject({ numberofBeds: 600, campaignUser: 'spring', userCountry: 'TH' });
    expect(thai).not.toHaveProperty('cahoIndia');
    expect(thai).not.toHaveProperty('rexisNo');
    expect(selfRegistationPayload.safeParse(thai).success).toBe(true);

    const indian = labStepPayload({ ...lab, countryCode: 'IN', laboratoryClassification: 'private', numberofBeds: 9 });
    expect(indian).toMatchObject({ cahoIndia: false, laboratoryClassification: 'private' });
    expect(indian).not.toHaveProperty('numberofBeds');
  });

  it('sends the free-text title only with "Other"', () => {
    expect(labRegistrationPayload(personal, lab, 's')).not.toHaveProperty('other');
    const other = labRegistrationPayload({ ...personal, jobDesignation: 'Other', other: 'Lab nurse' }, lab, 's');
    expect(other).toMatchObject({ jobDesignation: 'Other', other: 'Lab nurse' });
  });

  it('leaves out optional texts left empty', () => {
    const payload = labStepPayload(lab);
    expect(payload).not.toHaveProperty('labNameInLocalLang');
    expect(payload).not.toHaveProperty('address');
    expect(payload).toMatchObject({ labBranchName: 'North' });
    expect(labStepSchema.safeParse(payload).success).toBe(true);
  });

  it('applies the KR rule: a Korean lab sends only the Korea consent', () => {
    expect(labStepPayload(lab)).toMatchObject({ privacyConsent: true, koreaConsent: false });
    expect(labStepPayload({ ...lab, countryCode: 'KR' })).toMatchObject({ privacyConsent: false, koreaConsent: true });
  });

  it("sends a content reader's step 1 with country, city and consents", () => {
    const reader: RegistrationReaderValues = {
      countryCode: 'KR',
      city: 'Seoul',
      nameOfInstuation: '',
      privacyConsent: false,
      koreaConsent: true,
      receiveMoreInfromation: true,
    };
    const payload = readerRegistrationPayload(personal, reader, 'solution');
    expect(payload).toMatchObject({
      city: 'Seoul',
      koreaConsent: true,
      privacyConsent: false,
      receiveMoreInfromation: true,
    });
    expect(payload).not.toHaveProperty('nameOfInstuation');
    expect(selfPreRegistationPayload.safeParse(payload).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formValuesOf, isCountryLocked, profileFormRules, updatePayloadOf } from './profile-form-values.ts';
import { profileOf } from './profile.fixture.ts';

describe('Russian lab: country preselected and locked (§2)', () => {
  it('locks the country of a profile stored with RU, in any case', () => {
    expect(isCountryLocked(profileOf({ countryCode: 'RU' }))).toBe(true);
    expect(isCountryLocked(profileOf({ countryCode: 'ru' }))).toBe(true);
    expect(isCountryLocked(profileOf({ countryCode: 'TH' }))).toBe(false);
    expect(isCountryLocked(profileOf({ countryCode: null }))).toBe(false);
  });

  it('preselects RU and sends RU whatever the form holds', () => {
    const profile = profileOf({ countryCode: 'ru' });
    expect(formValuesOf(profile).country).toBe('RU');
    const values = profileFormRules.parse({ ...formValuesOf(profile), country: 'TH' });
    expect(updatePayloadOf(values, profile).country).toBe('RU');
  });
});

describe('formValuesOf', () => {
  it('fills the form from the profile as read', () => {
    expect(formValuesOf(profileOf({ labBranchName: 'North', labDepartment: null }))).toMatchObject({
      firstName: 'Dana',
      jobTitle: 'Laboratory Manager',
      instituteName: 'Demo Hospital Laboratory',
      branchName: 'North',
      departmentName: '',
      address: 'Bangkok',
      country: 'TH',
    });
  });

  it('shows a job title outside the list as Other with its text', () => {
    const values = formValuesOf(profileOf({ jobDesignation: 'Lab Poet', otherJobTitle: null }));
    expect(values.jobTitle).toBe('Other');
    expect(values.otherJobTitle).toBe('Lab Poet');
  });

  it('leaves the job title empty when the profile has none', () => {
    expect(formValuesOf(profileOf({ jobDesignation: null })).jobTitle).toBeUndefined();
  });
});

describe('updatePayloadOf: consents by the KR rule (§5)', () => {
  const values = profileFormRules.parse(formValuesOf(profileOf()));

  it('sends the privacy flags for a country other than Korea', () => {
    const payload = updatePayloadOf(values, profileOf({ privacyConsent: true, korea_Consent: false }));
    expect(payload).toMatchObject({ privacyConsent: true, privacyNotice: true, koreaConsent: false });
  });

  it('sends only the Korea consent for Korea', () => {
    const profile = profileOf({ countryCode: 'KR', privacyConsent: true, korea_Consent: true });
    const payload = updatePayloadOf({ ...values, country: 'KR' }, profile);
    expect(payload).toMatchObject({ privacyConsent: false, privacyNotice: false, koreaConsent: true });
  });

  it('drops the free-text title unless the title is Other', () => {
    expect(updatePayloadOf({ ...values, otherJobTitle: 'x' }, profileOf()).otherJobTitle).toBe('');
    expect(
      updatePayloadOf({ ...values, jobTitle: 'Other', otherJobTitle: 'Lab Poet' }, profileOf()).otherJobTitle,
    ).toBe('Lab Poet');
  });
});

describe('profileFormRules (§5)', () => {
  const valid = formValuesOf(profileOf());
  const messageOf = (input: object) => profileFormRules.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

  it('accepts the loaded profile', () => {
    expect(profileFormRules.safeParse(valid).success).toBe(true);
  });

  it('asks for the free-text title when the title is Other', () => {
    expect(messageOf({ jobTitle: 'Other', otherJobTitle: ' ' })).toBe('validation.otherJobTitleRequired');
  });

  it('refuses forbidden characters, a leading space and 101 characters in names', () => {
    expect(messageOf({ firstName: 'Da<na' })).toBe('validation.firstNameInvalid');
    expect(messageOf({ lastName: ' Lab' })).toBe('validation.familyNameInvalid');
    expect(messageOf({ instituteName: 'a'.repeat(101) })).toBe('validation.textTooLong');
    expect(messageOf({ instituteName: 'a'.repeat(100) })).toBeUndefined();
  });
});

/**
 * Message keys of §5. Schemas carry these keys as their messages; the browser translates them
 * (`validation.<key>` in the translation files) and the server returns them in `fields`.
 */
export const V = {
  firstNameRequired: 'validation.firstNameRequired',
  firstNameInvalid: 'validation.firstNameInvalid',
  familyNameRequired: 'validation.familyNameRequired',
  familyNameInvalid: 'validation.familyNameInvalid',
  jobTitleRequired: 'validation.jobTitleRequired',
  otherJobTitleRequired: 'validation.otherJobTitleRequired',
  institutionRequired: 'validation.institutionRequired',
  institutionInvalid: 'validation.institutionInvalid',
  stateRequired: 'validation.stateRequired',
  countryRequired: 'validation.countryRequired',
  languageRequired: 'validation.languageRequired',
  textTooLong: 'validation.textTooLong',
  textInvalid: 'validation.textInvalid',
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailDomain: 'validation.emailDomainError',
  passwordRequired: 'validation.passwordRequired',
  oldPasswordRequired: 'validation.oldPasswordRequired',
  newPasswordRequired: 'validation.newPasswordRequired',
  passwordComplexity: 'validation.passwordComplexity',
  passwordTooLong: 'validation.passwordTooLong',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  oldAndNewSame: 'validation.oldAndNewSame',
  otpRequired: 'validation.otpRequired',
  otpTooLong: 'validation.otpTooLong',
  privacyConsentRequired: 'validation.privacyConsentRequired',
  koreaConsentRequired: 'validation.koreaConsentRequired',
  emailInUse: 'validation.emailInUse',
  cityRequired: 'validation.cityRequired',
} as const;
export type ValidationMessage = (typeof V)[keyof typeof V];

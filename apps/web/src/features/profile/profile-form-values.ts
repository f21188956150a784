import type { z } from 'zod';
import {
  JOB_TITLES,
  LOCKED_LAB_COUNTRY,
  OTHER_JOB_TITLE,
  V,
  asksForOtherJobTitle,
  consentFor,
  isLabCountryLocked,
  isOtherJobTitleMissing,
  profileFormSchema,
} from '@labbench/contract';
import type { JobTitle, PayloadOf, Profile } from '@labbench/contract';

/** §5 profile rules, plus the free-text title that 'Other' asks for (as the update payload checks it). */
export const profileFormRules = profileFormSchema.refine((p) => !isOtherJobTitleMissing(p.jobTitle, p.otherJobTitle), {
  error: V.otherJobTitleRequired,
  path: ['otherJobTitle'],
});
export type ProfileFormInput = z.input<typeof profileFormRules>;
export type ProfileFormValues = z.output<typeof profileFormRules>;

export function isCountryLocked(profile: Pick<Profile, 'countryCode'>): boolean {
  return isLabCountryLocked(profile.countryCode);
}

function isJobTitle(value: string | null): value is JobTitle {
  return (JOB_TITLES as readonly (string | null)[]).includes(value);
}

/** The form as loaded (no job title chosen yet, when the profile has none). */
export type ProfileFormDefaults = Omit<ProfileFormInput, 'jobTitle'> & { jobTitle?: JobTitle };

/** The form as loaded: a job title outside the list is shown as Other with its text. */
export function formValuesOf(profile: Profile): ProfileFormDefaults {
  const listed = isJobTitle(profile.jobDesignation) ? profile.jobDesignation : null;
  const otherText = profile.otherJobTitle ?? (listed ? '' : (profile.jobDesignation ?? ''));
  const jobTitle: JobTitle | null = listed ?? (otherText ? OTHER_JOB_TITLE : null);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(jobTitle ? { jobTitle } : {}),
    otherJobTitle: otherText,
    instituteName: profile.nameOfInstuation ?? '',
    labNameInLocalLang: profile.labNameInLocalLang ?? '',
    branchName: profile.labBranchName ?? '',
    departmentName: profile.labDepartment ?? '',
    address: profile.address ?? '',
    country: isCountryLocked(profile) ? LOCKED_LAB_COUNTRY : (profile.countryCode ?? ''),
  };
}

/**
 * What UPDATE sends: the form, the consents the profile already has by the KR rule of the country sent (§5),
 * and never a country other than RU for a Russian lab.
 */
export function updatePayloadOf(values: ProfileFormValues, profile: Profile): PayloadOf<'updateUserProfilenew'> {
  const country = isCountryLocked(profile) ? LOCKED_LAB_COUNTRY : values.country;
  return {
    ...values,
    otherJobTitle: asksForOtherJobTitle(values.jobTitle) ? values.otherJobTitle : '',
    country,
    ...consentFor(country, { privacyConsent: profile.privacyConsent, koreaConsent: profile.korea_Consent }),
  };
}

import type { Profile } from '@labbench/contract';

/** A loaded profile of a Thai lab user; override what a test is about. */
export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Dana',
    lastName: 'Lab',
    fullName: 'Dana Lab',
    email: 'lab@demo.example',
    userType: 'external',
    jobDesignation: 'Laboratory Manager',
    otherJobTitle: null,
    nameOfInstuation: 'Demo Hospital Laboratory',
    labNameInLocalLang: null,
    labBranchName: null,
    labDepartment: null,
    address: 'Bangkok',
    countryCode: 'TH',
    country: 'Thailand',
    privacyConsent: true,
    privacyNotice: true,
    korea_Consent: false,
    preRegstatus: 'complete',
    ...overrides,
  };
}

import type { Profile, Session } from '@labbench/contract';

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

/** A signed-in session; `user` overrides the login user's fields. */
export function sessionWith(user: Partial<Session['user']> = {}): Session {
  return {
    user: {
      userId: 'u1',
      fullName: 'Dana Lab',
      givenName: 'Dana',
      familyName: 'Lab',
      userType: 'external',
      userLang: 'en',
      email: 'lab@demo.example',
      isSocialMediaUser: false,
      isSuperUser: false,
      viewDownloadBtn: false,
      viewEnglishtransBtn: false,
      preregisterUser: 'No',
      preRegstatus: 'complete',
      labs: [],
      userPermission: [],
      countryCode: 'TH',
      consentChoice: 'yes',
      ...user,
    },
    currentUser: null,
  };
}

import type { Session } from '@labbench/contract';

/** A signed-in session of the demo lab user Dana Lab; `user` overrides the login user's fields. */
export function sessionWith(user: Partial<Session['user']> = {}, currentUser: Session['currentUser'] = null): Session {
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
      countryData: { code: 'TH', name: 'Thailand', langs: ['th', 'en'], defaultLanguage: 'th' },
      ...user,
    },
    currentUser,
  };
}

/** The current user of Dana Lab in the demo lab; `overrides` change its fields. */
export function currentUserWith(overrides: Partial<NonNullable<Session['currentUser']>> = {}) {
  const currentUser: NonNullable<Session['currentUser']> = {
    userId: 'u1',
    labId: 'l1',
    labCode: 'DEMO-CL-001',
    userLabName: 'Demo Hospital Laboratory',
    labStatus: 'A',
    labCountryCode: 'TH',
    labCountryId: 'TH',
    labCountryName: 'Thailand',
    labParentCountryId: 'WWB',
    labParentCountryCode: 'WWB',
    labParentCountryName: 'Worldwide',
    forceUpdateProfile: 'N',
    fullName: 'Dana Lab',
    givenName: 'Dana',
    familyName: 'Lab',
    shortName: 'DL',
    userType: 'external',
    language: 'en',
    email: 'lab@demo.example',
    userEmail: 'lab@demo.example',
    isSocialMediaUser: false,
    urlDirection: 'ltr',
    preRegstatus: 'complete',
    preregisterUser: 'No',
  };
  return { ...currentUser, ...overrides };
}

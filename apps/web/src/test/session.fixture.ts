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
      ...user,
    },
    currentUser,
  };
}

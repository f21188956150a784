import type { PayloadOf } from '@labbench/contract';

/** A complete profile update; tests change the fields they are about. */
export const profileUpdate = (
  overrides: Partial<PayloadOf<'updateUserProfilenew'>> = {},
): PayloadOf<'updateUserProfilenew'> => ({
  firstName: 'Nina',
  lastName: 'Novak',
  jobTitle: 'Laboratory Director',
  instituteName: 'New Lab',
  labNameInLocalLang: 'Nouveau',
  branchName: 'East',
  departmentName: 'Haematology',
  address: 'Chiang Mai',
  country: 'TH',
  privacyConsent: true,
  privacyNotice: true,
  koreaConsent: false,
  ...overrides,
});

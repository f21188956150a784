import type { AdminUserDetail, AdminUserFormValues, PayloadOf } from '@labbench/contract';

/** The user form's values: a loaded user's, or a new lab user in the interface language. */
export function userFormValues(user: AdminUserDetail | null, language: AdminUserFormValues['language']) {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    userType: user?.userType ?? 'external',
    language: user?.language ?? language,
    permissions: user?.permissions ?? [],
    viewDownloadBtn: user?.viewDownloadBtn ?? false,
    viewEnglishtransBtn: user?.viewEnglishtransBtn ?? false,
    isSuperUser: user?.isSuperUser ?? false,
    companyAffiliate: user?.origin.companyAffiliate ?? false,
    affiliateConsultant: user?.origin.affiliateConsultant ?? '',
    affiliateRegionalContact: user?.origin.affiliateRegionalContact ?? '',
    affiliateInternalNumber: user?.origin.affiliateInternalNumber ?? '',
  } satisfies AdminUserFormValues;
}

/** The fields the form edits, in the order it shows them (for the conflict notice, D58). */
export const USER_FORM_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'userType',
  'language',
  'permissions',
  'viewDownloadBtn',
  'viewEnglishtransBtn',
  'isSuperUser',
  'companyAffiliate',
  'affiliateConsultant',
  'affiliateRegionalContact',
  'affiliateInternalNumber',
] as const satisfies readonly (keyof AdminUserFormValues)[];

/** Staff and content readers have no lab (§6): the user types a lab can have. */
export const hasLab = (userType: AdminUserFormValues['userType']) =>
  userType === 'external' || userType === 'distributor';

/** The payload of a user save based on the version it was loaded with (D58). */
export function userPayload(
  values: AdminUserFormValues,
  base: { userId: string; version: number },
): PayloadOf<'updateInternalUser'> {
  return { ...values, userId: base.userId, version: base.version };
}

import { STRING_ERROR_CODES, V } from '@labbench/contract';
import { ApiFailure, failures } from '../api/errors.ts';

/** Registration failures that belong to one field, so the form can show them under it. */
export const registrationFailures = {
  /** §6: company employees sign in with single sign-on and do not register. */
  companyUser: () =>
    new ApiFailure(400, {
      code: STRING_ERROR_CODES.companyUser,
      message: 'errors.companyUserRegistration',
      fields: [{ field: 'email', message: 'errors.companyUserRegistration' }],
    }),
  /** §5: the address already has an account. */
  emailInUse: () =>
    new ApiFailure(400, {
      code: STRING_ERROR_CODES.emailExists,
      message: 'errors.emailExists',
      fields: [{ field: 'email', message: V.emailInUse }],
    }),
  /** A country code that is not in the list the form offers (only a forged request sends one). */
  countryNotListed: (field: string) => failures.invalidPayload([{ field, message: V.countryRequired }]),
};

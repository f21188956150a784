import { ERROR_CODES, STRING_ERROR_CODES, V } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

/** Answers of the password flows that are outcomes, not faults: HTTP 200 with the error in `data` (D4). */
export const passwordOutcomes = {
  captchaInvalid: () =>
    new ApiFailure(200, { code: STRING_ERROR_CODES.captchaInvalid, message: 'errors.captchaInvalid' }),
  /** §5: company addresses sign in through single sign-on, so they have no password to reset. */
  companyEmail: () => new ApiFailure(200, { code: ERROR_CODES.forgotPasswordInvalidEmail, message: V.emailDomain }),
  /** verifyRegisteredUser: unknown, used, expired or dead link. */
  linkInvalid: () => new ApiFailure(200, { code: ERROR_CODES.emailVerificationCode, message: 'errors.linkInvalid' }),
  /** resetPassword: wrong, expired or used code (§8 104 on confirm password). */
  otpExpired: () => new ApiFailure(200, { code: ERROR_CODES.wrongPassword, message: 'errors.otpExpired' }),
  /** changePassword, changeExpiredPassword: the old password is wrong (§8 104). */
  passwordIncorrect: () =>
    new ApiFailure(200, { code: ERROR_CODES.wrongPassword, message: 'errors.passwordIncorrect' }),
};

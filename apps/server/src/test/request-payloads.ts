import type { PayloadOf, RequestName } from '@labbench/contract';
import { profileUpdate } from '../profile/test-payloads.ts';
import { labRegistration, labStep, readerRegistration } from '../registration/test-payloads.ts';
import type { PayloadContext } from './access-walk.ts';

const NEW_PASSWORD = 'Changed#2026x';

/**
 * A valid payload of every request of the contract, for the access walk (api/access.test.ts). Its type lists every
 * request name: a request added to the contract without a payload here does not compile. A lab-scoped request names
 * `ctx.lab` in its lab field.
 */
export const requestPayloads: { [N in RequestName]: (ctx: PayloadContext) => PayloadOf<N> } = {
  ValidateUser: ({ email, password }) => ({ email, password }),
  signOut: () => ({}),
  getSession: () => ({}),
  sendforgotPassword: ({ email }) => ({ email, captcha: 'not-solved' }),
  resetPassword: () => ({ token: 'no-such-link', otp: '123456', newPassword: NEW_PASSWORD }),
  changePassword: ({ password }) => ({ Password: password, newPassword: NEW_PASSWORD }),
  changeExpiredPassword: ({ userId, password }) => ({ userId, Password: password, newPassword: NEW_PASSWORD }),
  getRegistationdropdownValue: () => ({}),
  checkEmailIdAlreadyExist: ({ email }) => ({ email }),
  selfRegistation: () => ({ ...labRegistration(), captcha: 'not-solved' }),
  selfpreregistation: () => ({ ...readerRegistration(), captcha: 'not-solved' }),
  selfregistationFullAccess: () => labStep(),
  labRegistationFullAccess: () => labStep(),
  verifyRegisteredUser: () => ({ token: 'no-such-link' }),
  getuserprofile: () => ({}),
  getcontentreaderprofile: () => ({}),
  updateUserProfilenew: () => profileUpdate(),
  userRegistration: () => profileUpdate(),
  updateConsent: () => ({ agree: 'yes' }),
  updatePrivecyConsent: () => ({ privacyConsent: true }),
  withdrawConcern: ({ email }) => ({ emailId: email }),
  validateCaptchaToken: () => ({ token: 'not-solved' }),
};

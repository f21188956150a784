import type { RequestName } from '@labbench/contract';
import { requests } from '@labbench/contract';
import { getSession } from '../auth/get-session.ts';
import { signOut } from '../auth/sign-out.ts';
import { validateUser } from '../auth/validate-user.ts';
import { validateCaptchaToken } from '../captcha/validate-captcha-token.ts';
import { changeExpiredPassword } from '../password/change-expired-password.ts';
import { changePassword } from '../password/change-password.ts';
import { resetPassword } from '../password/reset-password.ts';
import { sendforgotPassword } from '../password/sendforgot-password.ts';
import { verifyRegisteredUser } from '../registration/verify-registered-user.ts';
import { getcontentreaderprofile, getuserprofile } from '../profile/getuserprofile.ts';
import { updateUserProfilenew, userRegistration } from '../profile/update-user-profilenew.ts';
import { checkEmailIdAlreadyExist } from '../registration/check-email-id-already-exist.ts';
import { getRegistationdropdownValue } from '../registration/get-registationdropdown-value.ts';
import { labRegistationFullAccess, selfregistationFullAccess } from '../registration/lab-step.ts';
import { selfpreregistation } from '../registration/selfpreregistation.ts';
import { selfRegistation } from '../registration/self-registation.ts';
import { updateConsent } from '../consent/update-consent.ts';
import { updatePrivecyConsent } from '../consent/update-privecy-consent.ts';
import { withdrawConcern } from '../consent/withdraw-concern.ts';
import type { ApiRegistry, Handler } from './handler.ts';

/** One handler per contract request: a request added to the contract without a handler here does not compile. */
const handlers: { [N in RequestName]: Handler<N> } = {
  ValidateUser: validateUser,
  signOut,
  getSession,
  sendforgotPassword,
  verifyRegisteredUser,
  resetPassword,
  changePassword,
  changeExpiredPassword,
  validateCaptchaToken,
  getRegistationdropdownValue,
  checkEmailIdAlreadyExist,
  selfRegistation,
  selfpreregistation,
  selfregistationFullAccess,
  labRegistationFullAccess,
  getuserprofile,
  getcontentreaderprofile,
  updateUserProfilenew,
  userRegistration,
  updateConsent,
  updatePrivecyConsent,
  withdrawConcern,
};

export const apiRegistry: ApiRegistry<typeof requests> = { definitions: requests, handlers };

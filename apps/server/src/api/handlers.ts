import type { RequestName } from '@labbench/contract';
import { requests } from '@labbench/contract';
import { getSession } from '../auth/get-session.ts';
import { signOut } from '../auth/sign-out.ts';
import { validateUser } from '../auth/validate-user.ts';
import { validateCaptchaToken } from '../captcha/validate-captcha-token.ts';
import { changeExpiredPassword } from '../password/change-expired-password.ts';
import { changePassword } from '../password/change-password.ts';
import { resetPassword } from '../password/reset-password.ts';
import { sendforgotPassword } from '../password/send-forgot-password.ts';
import { verifyRegisteredUser } from '../password/verify-registered-user.ts';
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
};

export const apiRegistry: ApiRegistry<typeof requests> = { definitions: requests, handlers };

import type { passwordRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { changeExpiredPassword } from './change-expired-password.ts';
import { changePassword } from './change-password.ts';
import { resetPassword } from './reset-password.ts';
import { sendforgotPassword } from './sendforgot-password.ts';

/** The password domain's handlers: a request of `passwordRequests` without one here does not compile. */
export const passwordHandlers = {
  sendforgotPassword,
  resetPassword,
  changePassword,
  changeExpiredPassword,
} satisfies { [N in keyof typeof passwordRequests]: Handler<N> };

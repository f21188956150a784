import { define } from '../api/request-definition.ts';
import {
  changeExpiredPasswordPayload,
  changePasswordPayload,
  passwordChangedResponse,
  resetPasswordPayload,
  sendForgotPasswordPayload,
  sendForgotPasswordResponse,
} from './schemas.ts';

/** Forgot, confirm and change password (§4). */
export const passwordRequests = {
  sendforgotPassword: define({
    payload: sendForgotPasswordPayload,
    response: sendForgotPasswordResponse,
    access: 'public',
  }),
  resetPassword: define({ payload: resetPasswordPayload, response: passwordChangedResponse, access: 'public' }),
  changePassword: define({ payload: changePasswordPayload, response: passwordChangedResponse, access: 'user' }),
  changeExpiredPassword: define({
    payload: changeExpiredPasswordPayload,
    response: passwordChangedResponse,
    access: 'public',
  }),
};

import { ERROR_CODES, STRING_ERROR_CODES } from '@labbench/contract/codes';
import type { ApiError, FieldError } from '@labbench/contract';
import type { LoginState } from '../../lib/session/auth-storage.ts';

/** Sign-in answers that lead to /change-password instead of a session (§4, §8). */
const PASSWORD_CHANGE_CODES = [
  ERROR_CODES.emailNotVerified,
  ERROR_CODES.passwordExpired,
  ERROR_CODES.passwordMustChange,
] as const;
type PasswordChangeCode = (typeof PASSWORD_CHANGE_CODES)[number];

function isPasswordChangeCode(code: ApiError['code']): code is PasswordChangeCode {
  return (PASSWORD_CHANGE_CODES as readonly (number | string)[]).includes(code);
}

/**
 * What the login screen does with a failed sign-in: go on to /change-password, show the captcha (after repeated
 * failures, or when its solution did not pass), offer single sign-on (a company address), or show a message.
 */
export type LoginFailure =
  | { kind: 'changePassword'; loginState: LoginState }
  | { kind: 'captcha'; messageKey: string }
  | { kind: 'forcedSso'; messageKey: string }
  | { kind: 'fields'; messageKey: string; fields: FieldError[] }
  | { kind: 'message'; messageKey: string };

/** The login state for /change-password: every flag set afresh, so one left by an earlier attempt cannot linger. */
export function loginStateFor(code: PasswordChangeCode, userId: string | null): LoginState {
  return {
    forceChangePassword: true,
    forcePassChangeUserId: userId,
    isPasswordExpired: code === ERROR_CODES.passwordExpired,
    isPasswordToBeChanged: code === ERROR_CODES.passwordMustChange,
    isEmailverified: code !== ERROR_CODES.emailNotVerified,
  };
}

/** `status` 0 is a network failure (api-client). 101: the server found the form invalid; its messages go under the fields. */
export function loginFailure(status: number, error: ApiError): LoginFailure {
  if (error.code === ERROR_CODES.loginValidation && error.fields?.length) {
    return { kind: 'fields', messageKey: 'errors.loginValidation', fields: error.fields };
  }
  if (isPasswordChangeCode(error.code)) {
    return { kind: 'changePassword', loginState: loginStateFor(error.code, error.userId ?? null) };
  }
  if (error.code === STRING_ERROR_CODES.captchaRequired)
    return { kind: 'captcha', messageKey: 'errors.captchaRequired' };
  if (error.code === STRING_ERROR_CODES.captchaInvalid) return { kind: 'captcha', messageKey: 'errors.captchaInvalid' };
  if (error.code === STRING_ERROR_CODES.ssoRequired) return { kind: 'forcedSso', messageKey: 'errors.forcedSso' };
  if (error.code === STRING_ERROR_CODES.invalidCredentials) {
    return { kind: 'message', messageKey: 'errors.invalidCredentials' };
  }
  if (status === 429) return { kind: 'message', messageKey: 'errors.tooManyAttempts' };
  // Network failures, server errors and anything unexpected (§8 "missing or odd response").
  return { kind: 'message', messageKey: 'errors.processError' };
}

import { ERROR_CODES, STRING_ERROR_CODES } from '@labbench/contract';
import type { ApiError } from '@labbench/contract';
import { SILENT_CODES, callFailure } from '../../lib/call-failure.ts';
import type { CallFailure, KnowsKey } from '../../lib/call-failure.ts';

/** sendforgotPassword (§4): 121 goes on to the success screen flagged "invalid e-mail". */
export type ForgotFailure = { kind: 'invalidEmail' } | CallFailure<'email'>;

export function forgotFailure(status: number, error: ApiError, knows: KnowsKey): ForgotFailure {
  if (error.code === ERROR_CODES.forgotPasswordInvalidEmail) return { kind: 'invalidEmail' };
  if (error.code === STRING_ERROR_CODES.captchaInvalid)
    return { kind: 'message', messageKey: 'password.captcha.invalid', code: null };
  return callFailure(status, error, ['email'], knows);
}

/** changePassword / changeExpiredPassword (§4, §8): 104 is a wrong old password. */
export type ChangeFailure = { kind: 'wrongPassword' } | CallFailure<'Password' | 'newPassword'>;

export function changeFailure(status: number, error: ApiError, knows: KnowsKey): ChangeFailure {
  if (error.code === ERROR_CODES.wrongPassword) return { kind: 'wrongPassword' };
  return callFailure(status, error, ['Password', 'newPassword'], knows);
}

/** resetPassword (§4, §8): 104 is a one-time code that is wrong, used or expired. */
export type ResetFailure = { kind: 'otpExpired' } | CallFailure<'otp' | 'newPassword'>;

export function resetFailure(status: number, error: ApiError, knows: KnowsKey): ResetFailure {
  if (error.code === ERROR_CODES.wrongPassword) return { kind: 'otpExpired' };
  return callFailure(status, error, ['otp', 'newPassword'], knows);
}

/** A reset link that cannot be used, or a check that failed on the way (server down, throttled). */
export type LinkCheckFailure = 'deadLink' | 'unavailable';

export function linkCheckFailure(status: number, error: ApiError): LinkCheckFailure {
  if (status === 0 || status === 429 || status >= 500 || SILENT_CODES.includes(error.code)) return 'unavailable';
  return 'deadLink';
}

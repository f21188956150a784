import { z } from 'zod';
import { plainString } from '../validation/control-characters.ts';
import { LIMITS } from '../constants/limits.ts';
import { V } from '../validation/messages.ts';
import { forgotPasswordEmailField } from '../validation/email.ts';
import { newPasswordField, oldPasswordField, otpField } from '../validation/password.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** sendforgotPassword: e-mails a one-time code and a link to /confirm-password/:token. */
export const sendForgotPasswordPayload = z.object({
  /** The account's address; at most 100 characters (§5). */
  email: forgotPasswordEmailField,
  /** ALTCHA solution (base64 payload of the widget). */
  captcha: plainString().max(4000),
  ...requester,
});
/** Always 'Sent' for a well-formed address, whether or not an account exists. */
export const sendForgotPasswordResponse = z.object({
  /** The request was taken (a mail goes out only when the account exists). */
  status: z.literal('Sent'),
});

/** The change-password form (§2, §5) as the user fills it in. */
export const changePasswordFormSchema = z
  .object({
    /** Current password: required, at most 50. */
    Password: oldPasswordField,
    /** New password: 8–25 characters with the §5 complexity. */
    newPassword: newPasswordField(LIMITS.maxNewPassword),
    /** The new password again. */
    confirmPassword: z
      .string()
      .min(1, { error: V.confirmPasswordRequired })
      .max(LIMITS.maxNewPassword, { error: V.passwordTooLong }),
  })
  .refine((p) => p.newPassword !== p.Password, { error: V.oldAndNewSame, path: ['newPassword'] })
  .refine((p) => p.newPassword === p.confirmPassword, { error: V.passwordsDoNotMatch, path: ['confirmPassword'] });

/** changePassword: a signed-in user changes the password. */
export const changePasswordPayload = z
  .object({
    /** The current password: required, at most 50. */
    Password: oldPasswordField,
    /** New password: 8–25 characters with the §5 complexity, not the current one. */
    newPassword: newPasswordField(LIMITS.maxNewPassword),
    /** Ignored: the user comes from the Token header. */
    userId: plainString().optional(),
    ...requester,
  })
  .refine((p) => p.newPassword !== p.Password, { error: V.oldAndNewSame, path: ['newPassword'] });

/** changeExpiredPassword: after sign-in answered 110, 120 or 130; the old password proves who it is. */
export const changeExpiredPasswordPayload = z
  .object({
    /** The userId the sign-in outcome returned. */
    userId: plainString().min(1).max(100),
    /** The current password: required, at most 50. */
    Password: oldPasswordField,
    /** New password: 8–25 characters with the §5 complexity, not the current one. */
    newPassword: newPasswordField(LIMITS.maxNewPassword),
    ...requester,
  })
  .refine((p) => p.newPassword !== p.Password, { error: V.oldAndNewSame, path: ['newPassword'] });

export const passwordChangedResponse = z.object({
  /** The new password is stored. */
  status: z.literal('Success'),
});

/** The confirm-password form (§2, §5). */
export const confirmPasswordFormSchema = z
  .object({
    /** The one-time code from the e-mail. */
    otp: otpField,
    /** New password: 8–50 characters with the live checklist. */
    newPassword: newPasswordField(LIMITS.maxConfirmPagePassword),
    /** The new password again. */
    retypePassword: z.string().min(1, { error: V.confirmPasswordRequired }),
  })
  .refine((p) => p.newPassword === p.retypePassword, { error: V.passwordsDoNotMatch, path: ['retypePassword'] });

/** resetPassword: the confirm-password screen's submit; code 104 when the code is wrong, used or expired. */
export const resetPasswordPayload = z.object({
  /** The link token of /confirm-password/:token. */
  token: plainString().min(1).max(200),
  /** The six-digit one-time code from the e-mail. */
  otp: otpField,
  /** New password: 8–50 characters with the §5 complexity. */
  newPassword: newPasswordField(LIMITS.maxConfirmPagePassword),
  ...requester,
});

import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { noControlCharacters } from './control-characters.ts';
import { V } from './messages.ts';

/** The symbols §5 accepts as "one symbol": $ @ ! % * # ? & - { } [ ] ( ). */
export const PASSWORD_SYMBOLS = '$@!%*#?&-{}[]()';

/** Script-like or encoded-markup fragments a password must not contain (§5). */
const MARKUP_FRAGMENTS = /<\s*\/?\s*[a-z!]|javascript:|on[a-z]+\s*=|&#|&[a-z]+;|%3c|%3e|\\u003c/i;

/** The live checklist of the confirm-password screen (§2): each rule and whether it holds. */
export function passwordChecklist(value: string) {
  return {
    uppercase: /[A-Z]/.test(value),
    lowercase: /[a-z]/.test(value),
    number: /\d/.test(value),
    symbol: [...value].some((ch) => PASSWORD_SYMBOLS.includes(ch)),
    length: value.length >= LIMITS.minPassword,
  };
}
export type PasswordChecklist = ReturnType<typeof passwordChecklist>;

export function meetsPasswordComplexity(value: string): boolean {
  return Object.values(passwordChecklist(value)).every(Boolean) && !MARKUP_FRAGMENTS.test(value);
}

/** A new password: 8 to `max` characters (25 on change password, 50 on the confirm-password page). */
export function newPasswordField(max: number = LIMITS.maxNewPassword, required: string = V.newPasswordRequired) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(max, { error: V.passwordTooLong })
    .check(noControlCharacters)
    .refine(meetsPasswordComplexity, { error: V.passwordComplexity });
}

/** The old (or one-time) password on change password: required, at most 50. */
export const oldPasswordField = z
  .string({ error: V.oldPasswordRequired })
  .min(1, { error: V.oldPasswordRequired })
  .max(LIMITS.maxOldPassword, { error: V.passwordTooLong })
  .check(noControlCharacters);

/** A one-time code as typed: required, at most 10 characters. */
export const otpField = z
  .string({ error: V.otpRequired })
  .trim()
  .min(1, { error: V.otpRequired })
  .max(LIMITS.maxOtp, { error: V.otpTooLong })
  .check(noControlCharacters);

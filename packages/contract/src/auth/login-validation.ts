import { z } from 'zod';
import type { FieldError } from '../api/envelope.ts';

/** Message keys of the sign-in form's own rules, the same the form shows before sending. */
export const LOGIN_FIELD_MESSAGES = {
  emailRequired: 'login.errors.emailRequired',
  emailInvalid: 'login.errors.emailInvalid',
  passwordRequired: 'login.errors.passwordRequired',
} as const;

const emailShape = z.email();

/**
 * §4/§8 101, the login validation event: a password sign-in whose e-mail is empty or not an address, or whose password
 * is empty, is answered with the failing fields before any account is looked up (no attempt counted). Empty when the
 * form is valid.
 */
export function loginValidationFields(email: string, password: string): FieldError[] {
  const fields: FieldError[] = [];
  const address = email.trim();
  if (address === '') fields.push({ field: 'email', message: LOGIN_FIELD_MESSAGES.emailRequired });
  else if (!emailShape.safeParse(address).success) {
    fields.push({ field: 'email', message: LOGIN_FIELD_MESSAGES.emailInvalid });
  }
  if (password === '') fields.push({ field: 'password', message: LOGIN_FIELD_MESSAGES.passwordRequired });
  return fields;
}

import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { noControlCharacters } from './control-characters.ts';
import { V } from './messages.ts';

/** One pragmatic address pattern: a local part without spaces or @, a dotted domain with a 2+ letter top level. */
const EMAIL_PATTERN =
  /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** §5/§9: an address of at most 254 characters with at most 64 before the @. */
export function isValidEmail(value: string): boolean {
  if (value.length > LIMITS.maxEmailOverall) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > LIMITS.maxEmailLocalPart) return false;
  return EMAIL_PATTERN.test(value);
}

export const emailField = z
  .string({ error: V.emailRequired })
  .trim()
  .min(1, { error: V.emailRequired })
  .check(noControlCharacters)
  .refine(isValidEmail, { error: V.emailInvalid });

/** Forgot password (§5): the same rules and at most 100 characters. */
export const forgotPasswordEmailField = emailField.refine((v) => v.length <= LIMITS.maxEmailLength, {
  error: V.emailInvalid,
});

/** The domain part of an address, lowercased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** True when the address belongs to one of the company's own domains (those users sign in through SSO). */
export function isCompanyEmail(email: string, companyDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return companyDomains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`));
}

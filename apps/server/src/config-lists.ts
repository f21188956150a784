import { z } from 'zod';

/**
 * A comma-separated list in one variable (COMPANY_EMAIL_DOMAINS, CONTACT_MAIL_TO): entries trimmed and passed through
 * `normalise`, blanks dropped, each one checked by `valid`.
 */
export const commaList = (valid: (entry: string) => boolean, message: string, normalise = (v: string) => v) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((entry) => normalise(entry.trim()))
        .filter(Boolean),
    )
    .refine((list) => list.every(valid), message);

/** One plain address: no name, no brackets, no second address. */
export const isPlainAddress = (value: string) => /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value);

/** Where contact messages go: CONTACT_MAIL_TO, else the bare address of MAIL_FROM (`Name <address>` or `address`). */
export function contactRecipients(contactMailTo: string[] | undefined, mailFrom: string): string[] {
  if (contactMailTo?.length) return contactMailTo;
  return [(/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim()];
}

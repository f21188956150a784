import type { LanguageId } from '@labbench/contract';
import { fill, renderMail } from './layout.ts';
import type { RenderedMail } from './layout.ts';
import type { MailTexts } from './mail-texts.ts';

export interface EmailVerificationMail {
  /** How the user is greeted: the full name, or the address when the profile has no name yet. */
  name: string;
  /** `${PUBLIC_URL}/home/${token}`. */
  link: string;
  lifetimeHours: number;
}

/** After registration (and after an unverified user changes the password): the link that verifies the address. */
export function emailVerificationMail(
  language: LanguageId,
  texts: MailTexts,
  mail: EmailVerificationMail,
): RenderedMail {
  const t = texts.verify;
  return renderMail(language, texts, mail.name, t.subject, [
    { kind: 'paragraph', text: t.intro },
    { kind: 'button', label: t.button, href: mail.link },
    { kind: 'paragraph', text: fill(t.lifetime, { hours: mail.lifetimeHours }) },
    { kind: 'paragraph', text: t.ignore },
  ]);
}

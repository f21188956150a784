import type { LanguageId } from '@labbench/contract';
import { fill, renderMail } from './layout.ts';
import type { RenderedMail } from './layout.ts';
import type { MailTexts } from './mail-texts.ts';

export interface PasswordResetMail {
  /** How the user is greeted: the full name, or the address when the profile has no name yet. */
  name: string;
  /** The six-digit one-time code. */
  code: string;
  /** `${PUBLIC_URL}/confirm-password/${token}`. */
  link: string;
  lifetimeMinutes: number;
}

/** Forgot password: the one-time code and the link to the confirm-password screen. */
export function passwordResetMail(language: LanguageId, texts: MailTexts, mail: PasswordResetMail): RenderedMail {
  const t = texts.reset;
  return renderMail(language, texts, mail.name, t.subject, [
    { kind: 'paragraph', text: t.intro },
    { kind: 'code', label: t.code, code: mail.code },
    { kind: 'paragraph', text: t.action },
    { kind: 'button', label: t.button, href: mail.link },
    { kind: 'paragraph', text: fill(t.lifetime, { minutes: mail.lifetimeMinutes }) },
    { kind: 'paragraph', text: t.ignore },
  ]);
}

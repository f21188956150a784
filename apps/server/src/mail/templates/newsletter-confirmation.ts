import type { LanguageId } from '@labbench/contract';
import { fill, renderMail } from './layout.ts';
import type { RenderedMail } from './layout.ts';
import type { MailTexts } from './mail-texts.ts';

export interface NewsletterMail {
  /** The subscriber's first and last name. */
  name: string;
  /** `${PUBLIC_URL}/newsletter/unsubscribe/${token}`: the page with the unsubscribe button (also List-Unsubscribe). */
  unsubscribeLink: string;
}

export interface NewsletterConfirmationMail extends NewsletterMail {
  /** `${PUBLIC_URL}/newsletter/confirm/${token}`. */
  link: string;
  lifetimeHours: number;
}

/** After a newsletter sign-up (double opt-in): the link that confirms the address. */
export function newsletterConfirmationMail(
  language: LanguageId,
  texts: MailTexts,
  mail: NewsletterConfirmationMail,
): RenderedMail {
  const t = texts.newsletter;
  return renderMail(language, texts, mail.name, t.subject, [
    { kind: 'paragraph', text: t.intro },
    { kind: 'button', label: t.button, href: mail.link },
    { kind: 'paragraph', text: fill(t.lifetime, { hours: mail.lifetimeHours }) },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'paragraph', text: t.unsubscribe },
    { kind: 'link', href: mail.unsubscribeLink },
  ]);
}

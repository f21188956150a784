import type { LanguageId } from '@labbench/contract';
import { renderMail } from './layout.ts';
import type { RenderedMail } from './layout.ts';
import type { MailTexts } from './mail-texts.ts';
import type { NewsletterMail } from './newsletter-confirmation.ts';

/** Once the address is confirmed: welcome, and how to leave again. */
export function newsletterWelcomeMail(language: LanguageId, texts: MailTexts, mail: NewsletterMail): RenderedMail {
  const t = texts.newsletter;
  return renderMail(language, texts, mail.name, t.welcomeSubject, [
    { kind: 'paragraph', text: t.welcomeIntro },
    { kind: 'paragraph', text: t.unsubscribe },
    { kind: 'link', href: mail.unsubscribeLink },
  ]);
}

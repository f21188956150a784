import type { LanguageId } from '@labbench/contract';
import { fill, renderMail } from './layout.ts';
import type { RenderedMail } from './layout.ts';
import type { MailTexts } from './mail-texts.ts';

export interface ContactMessageMail {
  name: string;
  email: string;
  company: string;
  /** The country's name as the staff's language calls it. */
  country: string;
  /** The language the sender wrote from (the one to answer in). */
  senderLanguage: string;
  message: string;
}

/**
 * A contact-form message to staff: who wrote, and the message as typed. Every value is the sender's text, so it goes
 * in as text only (escaped in the HTML); answering the mail reaches the sender (Reply-To, set by the caller).
 */
export function contactMessageMail(language: LanguageId, texts: MailTexts, mail: ContactMessageMail): RenderedMail {
  const t = texts.contact;
  const line = (label: string, value: string) => ({ kind: 'paragraph' as const, text: `${label} ${value}` });
  const blocks = [
    { kind: 'paragraph' as const, text: fill(t.intro, { name: mail.name }) },
    line(t.name, mail.name),
    line(t.email, mail.email),
    line(t.company, mail.company || '—'),
    line(t.country, mail.country),
    line(t.language, mail.senderLanguage),
    { kind: 'quote' as const, text: mail.message },
  ];
  const subject = fill(t.subject, { name: mail.name });
  return renderMail(language, texts, t.team, subject, blocks, fill(t.reply, { name: mail.name }));
}

import { LANGUAGE_IDS } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { localeMailTexts } from '../../test/mail.ts';
import { contactMessageMail } from './contact-message.ts';
import { escapeHtml } from './layout.ts';
import { newsletterConfirmationMail } from './newsletter-confirmation.ts';
import { newsletterWelcomeMail } from './newsletter-welcome.ts';

const link = 'https://portal.example/newsletter/confirm/abc_DEF-123';
const unsubscribeLink = 'https://portal.example/newsletter/unsubscribe/xyz?a=1&b=2';
const leftovers = (body: string) => {
  expect(body).not.toMatch(/\{\{?\s*\w+\s*\}?\}/);
  expect(body).not.toContain('mail.');
};

describe('newsletter and contact mail templates', () => {
  it.each(LANGUAGE_IDS)('%s: confirmation and welcome carry their links in text and HTML', (language) => {
    const texts = localeMailTexts(language);
    const confirmation = newsletterConfirmationMail(language, texts, {
      name: 'Ann Lee',
      link,
      lifetimeHours: 48,
      unsubscribeLink,
    });
    expect(confirmation.subject).toBe(texts.newsletter.subject);
    expect(confirmation.text).toContain(link);
    expect(confirmation.text).toContain(unsubscribeLink);
    expect(confirmation.html).toContain(`href="${link}"`);
    expect(confirmation.html).toContain(`href="${escapeHtml(unsubscribeLink)}"`);
    const welcome = newsletterWelcomeMail(language, texts, { name: 'Ann Lee', unsubscribeLink });
    expect(welcome.subject).toBe(texts.newsletter.welcomeSubject);
    expect(welcome.text).toContain(unsubscribeLink);
    for (const body of [confirmation.text, confirmation.html, welcome.text, welcome.html]) {
      expect(body).toContain('Ann Lee');
      leftovers(body);
    }
    expect(confirmation.text).toContain('48');
  });

  it('keeps a contact message as typed in the text and escaped, line breaks kept, in the HTML', () => {
    const mail = contactMessageMail('en', localeMailTexts('en'), {
      name: 'Ann Lee',
      email: 'ann@lab.example',
      company: '',
      country: 'Thailand',
      senderLanguage: 'Thai',
      message: 'Hello\n<img src=x onerror=alert(1)>',
    });
    expect(mail.subject).toBe('Contact form: message from Ann Lee');
    expect(mail.text).toContain('Hello\n<img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Company: —');
    expect(mail.text).toMatch(/Reply to this e-mail to answer Ann Lee directly\.\n$/);
    expect(mail.html).toContain('white-space:pre-wrap">Hello\n&lt;img src=x onerror=alert(1)&gt;</blockquote>');
    expect(mail.html).not.toContain('<img');
    leftovers(mail.text);
  });
});

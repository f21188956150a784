import { LANGUAGE_IDS } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { localeMailTexts } from '../../test/mail.ts';
import { emailVerificationMail } from './email-verification.ts';
import { escapeHtml, fill } from './layout.ts';
import { mailTexts } from './mail-texts.ts';
import { passwordResetMail } from './password-reset.ts';

const link = 'https://portal.example/confirm-password/abc_DEF-123?x=1&y=2';

describe('mail templates', () => {
  it.each(LANGUAGE_IDS)('%s: the reset mail has the code, the link and the lifetime in text and HTML', (language) => {
    const texts = localeMailTexts(language);
    const mail = passwordResetMail(language, texts, { name: 'Ann Lee', code: '042917', link, lifetimeMinutes: 15 });
    expect(mail.subject).toBe(texts.reset.subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('042917');
      expect(body).toContain('Ann Lee');
      expect(body).toContain('15');
      expect(body).not.toMatch(/\{\{?\s*\w+\s*\}?\}/);
      expect(body).not.toContain('mail.');
    }
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="[a-zA-Z-]+">/);
  });

  it.each(LANGUAGE_IDS)('%s: the verification mail has the link and the lifetime', (language) => {
    const home = 'https://portal.example/home/tok';
    const texts = localeMailTexts(language);
    const mail = emailVerificationMail(language, texts, { name: 'Ann Lee', link: home, lifetimeHours: 24 });
    expect(mail.subject).toBe(texts.verify.subject);
    expect(mail.text).toContain(home);
    expect(mail.html).toContain(`href="${home}"`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('24');
      expect(body).not.toMatch(/\{\{?\s*\w+\s*\}?\}/);
    }
  });

  it('has different texts in each language', () => {
    const subjects = new Set(LANGUAGE_IDS.map((l) => localeMailTexts(l).reset.subject));
    expect(subjects.size).toBe(LANGUAGE_IDS.length);
  });

  it('reads as before in English and Russian', () => {
    const en = passwordResetMail('en', localeMailTexts('en'), { name: 'Ann', code: '1', link, lifetimeMinutes: 15 });
    expect(en.subject).toBe('Your password reset code');
    expect(en.text).toMatch(/^Hello Ann,\n\n/);
    expect(en.text).toContain('The code and the link are valid for 15 minutes and work only once.');
    expect(en.text).toMatch(
      /-- \nYour Lab Benchmarking team\nThis e-mail was sent automatically; please do not reply.\n$/,
    );
    const ru = emailVerificationMail('ru', localeMailTexts('ru'), { name: 'Анна', link, lifetimeHours: 24 });
    expect(ru.text).toContain('Здравствуйте, Анна!');
    expect(ru.text).toContain('Ссылка действительна в течение 24 ч и может быть использована только один раз.');
  });

  it('takes a missing text from English, then its key, so a mail always goes out', () => {
    const english = { mail: { greeting: 'Hello {{name}},', reset: { subject: 'Reset' } } };
    const texts = mailTexts({ mail: { greeting: 'Hallo {{name}},', reset: { subject: ' ' } } }, english);
    expect(texts.greeting).toBe('Hallo {{name}},');
    expect(texts.reset.subject).toBe('Reset');
    expect(texts.verify.subject).toBe('mail.verify.subject');
  });

  it("fills i18next's placeholders and leaves unknown ones", () => {
    expect(fill('{{name}} / {{ minutes }} / {{other}}', { name: 'Ann', minutes: 15 })).toBe('Ann / 15 / {{other}}');
  });

  it('escapes what it fills into the HTML', () => {
    const mail = passwordResetMail('en', localeMailTexts('en'), {
      name: `<img src=x onerror="alert(1)">`,
      code: '123456',
      link: 'https://portal.example/confirm-password/"><script>',
      lifetimeMinutes: 15,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.text).toContain('<img src=x onerror="alert(1)">');
  });
});

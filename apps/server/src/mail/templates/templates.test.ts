import { LANGUAGE_IDS } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { emailVerificationMail } from './email-verification.ts';
import { escapeHtml } from './layout.ts';
import { passwordResetMail } from './password-reset.ts';
import { MAIL_STRINGS } from './strings.ts';

const link = 'https://portal.example/confirm-password/abc_DEF-123?x=1&y=2';

describe('mail templates', () => {
  it.each(LANGUAGE_IDS)('%s: the reset mail has the code, the link and the lifetime in text and HTML', (language) => {
    const mail = passwordResetMail(language, { name: 'Ann Lee', code: '042917', link, lifetimeMinutes: 15 });
    expect(mail.subject).toBe(MAIL_STRINGS[language].reset.subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('042917');
      expect(body).toContain('Ann Lee');
      expect(body).toContain('15');
      expect(body).not.toMatch(/\{\w+\}/);
    }
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="[a-zA-Z-]+">/);
  });

  it.each(LANGUAGE_IDS)('%s: the verification mail has the link and the lifetime', (language) => {
    const home = 'https://portal.example/home/tok';
    const mail = emailVerificationMail(language, { name: 'Ann Lee', link: home, lifetimeHours: 24 });
    expect(mail.subject).toBe(MAIL_STRINGS[language].verify.subject);
    expect(mail.text).toContain(home);
    expect(mail.html).toContain(`href="${home}"`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('24');
      expect(body).not.toMatch(/\{\w+\}/);
    }
  });

  it('has different texts in each language', () => {
    const subjects = new Set(LANGUAGE_IDS.map((l) => MAIL_STRINGS[l].reset.subject));
    expect(subjects.size).toBe(LANGUAGE_IDS.length);
  });

  it('escapes what it fills into the HTML', () => {
    const mail = passwordResetMail('en', {
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

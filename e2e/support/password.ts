import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { exactly, t } from './i18n.ts';
import { expectPage } from './pages.ts';

/** The password screens' forms (§2), found by their labels like a user would; shared by the identity specs. */

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** English subject of the reset mail (`mail.reset.subject` of locales/en.json): the user's language is English. */
export const RESET_SUBJECT = 'Your password reset code';

export function forgotForm(page: Page) {
  const form = page.getByRole('form', { name: t('password.forgot.formLabel') });
  return {
    form,
    email: form.getByRole('textbox', { name: t('password.forgot.email'), exact: true }),
    // The ALTCHA widget solves its proof of work on load; its checkbox then reads "Verified".
    captchaSolved: form.getByRole('checkbox', { name: 'Verified' }),
    submit: form.getByRole('button', { name: exactly(t('password.forgot.submit')) }),
  };
}

export function confirmForm(page: Page) {
  const form = page.getByRole('form', { name: t('password.confirm.formLabel') });
  return {
    form,
    otp: form.getByRole('textbox', { name: t('password.confirm.otp'), exact: true }),
    newPassword: form.getByRole('textbox', { name: t('password.confirm.newPassword'), exact: true }),
    retype: form.getByRole('textbox', { name: t('password.confirm.retypePassword'), exact: true }),
    checklist: form.getByRole('list', { name: new RegExp(`^${escapeRegExp(t('password.checklist.title'))}`) }),
    submit: form.getByRole('button', { name: exactly(t('password.confirm.submit')) }),
  };
}

export function changeForm(page: Page, lang = 'en') {
  const form = page.getByRole('form', { name: t('password.change.formLabel', {}, lang) });
  return {
    form,
    oldPassword: form.getByRole('textbox', { name: t('password.change.oldPassword', {}, lang), exact: true }),
    newPassword: form.getByRole('textbox', { name: t('password.change.newPassword', {}, lang), exact: true }),
    confirm: form.getByRole('textbox', { name: t('password.change.confirmPassword', {}, lang), exact: true }),
    submit: form.getByRole('button', { name: exactly(t('password.change.submit', {}, lang)) }),
  };
}

/** Asks for a one-time code on /forgot-password (opened from the login page) and returns when the mail was asked for. */
export async function requestCode(page: Page, email: string): Promise<number> {
  await page.goto('/login');
  await page.getByRole('link', { name: exactly(t('login.forgotPassword')) }).click();
  await expectPage(page, '/forgot-password', 'pages.forgotPassword.title');
  const forgot = forgotForm(page);
  await forgot.email.fill(email);
  await expect(forgot.captchaSolved).toBeChecked();
  await expect(forgot.submit).toBeEnabled();
  const askedAt = Date.now();
  await forgot.submit.click();
  return askedAt;
}

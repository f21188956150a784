import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CaughtMail } from './mailbox.ts';
import { exactly, t } from './i18n.ts';

/** English subject of the verification mail (`mail.verify.subject` of locales/en.json). */
export const VERIFY_SUBJECT = 'Please confirm your e-mail address';

/** A password that meets every rule of §5 for a new account (8 to 25 characters). */
export const NEW_ACCOUNT_PASSWORD = 'Labbench#Join42';

/** A fresh address per test and run, so the identity server never sees it twice. */
export function uniqueAddress(label: string): string {
  return `reg-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

/** The kind choice, the stepper and the forms of /registration, found by their labels like a user would. */
export function registrationPage(page: Page) {
  const personal = page.getByRole('form', { name: t('registration.personalFormLabel') });
  const lab = page.getByRole('form', { name: t('registration.labFormLabel') });
  const reader = page.getByRole('form', { name: t('registration.readerFormLabel') });
  const textbox = (form: typeof personal, key: string) => form.getByRole('textbox', { name: t(key), exact: true });
  const select = (form: typeof personal, key: string) => form.getByRole('combobox', { name: t(key), exact: true });
  return {
    labKind: page.getByRole('radio', { name: t('registration.kind.lab') }),
    contentKind: page.getByRole('radio', { name: t('registration.kind.content') }),
    personal: {
      form: personal,
      language: select(personal, 'registration.language'),
      firstName: textbox(personal, 'registration.firstName'),
      lastName: textbox(personal, 'registration.lastName'),
      jobTitle: select(personal, 'registration.jobTitle'),
      otherJobTitle: textbox(personal, 'registration.otherJobTitle'),
      email: textbox(personal, 'registration.email'),
      password: textbox(personal, 'registration.password'),
      confirmPassword: textbox(personal, 'registration.confirmPassword'),
      callingCode: select(personal, 'registration.callingCode'),
      phone: textbox(personal, 'registration.phone'),
      next: personal.getByRole('button', { name: exactly(t('registration.next')) }),
    },
    lab: {
      form: lab,
      labName: textbox(lab, 'registration.labName'),
      state: textbox(lab, 'registration.state'),
      country: select(lab, 'registration.country'),
      privacyConsent: lab.getByRole('checkbox', { name: t('registration.privacyConsent') }),
      koreaConsent: lab.getByRole('checkbox', { name: t('registration.koreaConsent') }),
    },
    reader: {
      form: reader,
      country: select(reader, 'registration.country'),
      city: textbox(reader, 'registration.city'),
      privacyConsent: reader.getByRole('checkbox', { name: t('registration.privacyConsent') }),
    },
    // The ALTCHA widget solves its proof of work on load; its checkbox then reads "Verified".
    captchaSolved: page.getByRole('checkbox', { name: 'Verified' }),
    back: page.getByRole('button', { name: exactly(t('registration.back')) }),
    submit: page.getByRole('button', { name: exactly(t('registration.submit')) }),
  };
}

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  password?: string;
}

/** Fills step 1 ("about yourself") with valid details; the calling code of Thailand. */
export async function fillPersonalStep(page: Page, details: PersonalDetails): Promise<void> {
  const { personal } = registrationPage(page);
  await personal.firstName.fill(details.firstName);
  await personal.lastName.fill(details.lastName);
  await personal.jobTitle.selectOption({ label: details.jobTitle });
  await personal.email.fill(details.email);
  await personal.password.fill(details.password ?? NEW_ACCOUNT_PASSWORD);
  await personal.confirmPassword.fill(details.password ?? NEW_ACCOUNT_PASSWORD);
  await personal.callingCode.selectOption('+66');
  await personal.phone.fill('812345678');
}

/** Sends the second step once the captcha is solved. */
export async function submitWithCaptcha(page: Page): Promise<number> {
  const form = registrationPage(page);
  await expect(form.captchaSolved).toBeChecked();
  await expect(form.submit).toBeEnabled();
  const sentAt = Date.now();
  await form.submit.click();
  return sentAt;
}

/** The verification link of a registration mail (`${PUBLIC_URL}/home/<token>`). */
export function verificationLink(mail: CaughtMail): string {
  const links = [...new Set(mail.text.match(/\bhttps?:\/\/[^\s<>"]+\/home\/[A-Za-z0-9_-]+/g) ?? [])];
  if (links.length !== 1)
    throw new Error(`Expected one verification link in the mail, found ${links.length}:\n${mail.text}`);
  return links[0]!;
}

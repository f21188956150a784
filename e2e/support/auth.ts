import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { AUTH_STORAGE_KEY, DEMO_PASSWORD } from './constants.ts';
import { exactly, t } from './i18n.ts';
import { pageHeading } from './pages.ts';

/** The login form's fields, found by their labels like a user would. */
export function loginForm(page: Page, lang = 'en') {
  const form = page.getByRole('form', { name: t('login.formLabel', {}, lang) });
  return {
    form,
    email: form.getByRole('textbox', { name: t('login.email', {}, lang) }),
    password: form.getByRole('textbox', { name: exactly(t('login.password', {}, lang)) }),
    submit: form.getByRole('button', { name: exactly(t('login.submit', {}, lang)) }),
    error: form.getByRole('alert'),
  };
}

/** Fills and sends the login form already on screen (its texts in `lang`). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD, lang = 'en'): Promise<void> {
  const form = loginForm(page, lang);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the real login form: opens /login unless a login page is already shown, sends the
 * form and waits until the app has left /login (where it goes depends on the account and the initiator).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await expect(pageHeading(page)).toHaveText(exactly(t('login.title')));
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
}

/** The header of the page (role banner). */
export function header(page: Page) {
  return page.getByRole('banner');
}

/** The account menu button of the header: initials and name of the signed-in user. */
export function profileMenuButton(page: Page, fullName: string) {
  return header(page).getByRole('button', { name: t('header.profileMenu', { name: fullName }) });
}

/** Signs out through the header's account menu. */
export async function signOutThroughMenu(page: Page, fullName: string): Promise<void> {
  await profileMenuButton(page, fullName).click();
  await page.getByRole('menuitem', { name: exactly(t('header.signOut')) }).click();
}

/** The header shows the signed-out entries: Log in and Sign up, and no account menu. */
export async function expectSignedOutHeader(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: exactly(t('header.login')) })).toBeVisible();
  await expect(header(page).getByRole('link', { name: exactly(t('header.signUp')) })).toBeVisible();
}

/** The auth record `dlba` as stored, parsed; null when absent. */
export async function storedAuthRecord(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

import type { Page } from '@playwright/test';
import { registerLabUser } from '../support/accounts.ts';
import type { TestAccount } from '../support/accounts.ts';
import {
  expectSignedOutHeader,
  loginForm,
  profileMenuButton,
  signIn,
  storedAuthRecord,
  submitLogin,
} from '../support/auth.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, navigateInApp } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Consent (§4 consent enum, §5 consent rule) on the identity server: the privacy switch of the profile, withdrawing
 * consent (the account is deleted after a confirmation question) and the consent question after sign-in. Every
 * test registers an account of its own through the API.
 */

async function signInAs(page: Page, account: TestAccount) {
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expectPage(page, '/survey', 'pages.survey.title');
}

function privacySection(page: Page) {
  return page.getByRole('region', { name: t('consent.privacyTitle') });
}

test('the privacy consent of the profile is saved at once and read back', async ({ page, request }) => {
  const account = await registerLabUser(request);
  await signInAs(page, account);
  await page.goto('/complete-profile');

  // Thailand: the privacy consent, not Korea's (§5).
  const consent = privacySection(page).getByRole('switch', { name: t('consent.privacyConsent') });
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await expect(page.getByRole('status').filter({ hasText: t('consent.saved') })).toBeVisible();

  await page.reload();
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(consent).toBeChecked();
});

test('withdrawing consent asks first, then deletes the account and signs out', async ({ page, request }) => {
  const account = await registerLabUser(request);
  await signInAs(page, account);
  await page.goto('/complete-profile');

  const withdraw = privacySection(page).getByRole('button', { name: exactly(t('consent.withdraw')) });
  const confirm = page.getByRole('dialog', { name: t('consent.withdrawTitle') });

  // No keeps everything.
  await withdraw.click();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(t('consent.withdrawText'))).toBeVisible();
  await expect(confirm.getByText(t('consent.withdrawLabData'))).toBeVisible();
  await confirm.getByRole('button', { name: exactly(t('consent.withdrawNo')) }).click();
  await expect(confirm).toHaveCount(0);
  await expect(profileMenuButton(page, account.fullName)).toBeVisible();

  await withdraw.click();
  await confirm.getByRole('button', { name: exactly(t('consent.withdrawYes')) }).click();
  await expect(page.getByRole('status').filter({ hasText: t('consent.deleted') })).toBeVisible();
  await expectPage(page, '/home', 'pages.home.title');
  await expectSignedOutHeader(page);
  expect((await storedAuthRecord(page))?.token ?? null).toBeNull();

  // The account is gone: its password no longer signs in.
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(loginForm(page).error).toHaveText(t('errors.invalidCredentials'));
});

test.describe('consent question after sign-in', () => {
  /**
   * Accounts registered by a visitor have answered already (consentChoice yes); only accounts created by staff or a
   * sign-in provider start with `didnotask`. The sign-in and session answers are therefore shown to the page as such
   * an account's; the answer itself goes to the real server.
   */
  async function asIfNeverAsked(page: Page) {
    for (const name of ['ValidateUser', 'getSession']) {
      await page.route(`**/api?request=${name}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: { user?: { consentChoice?: string } } };
        if (body.data?.user) body.data.user.consentChoice = 'didnotask';
        await route.fulfill({ response, json: body });
      });
    }
  }

  test('Not now closes it for this sign-in session; Yes is saved', async ({ page, request }) => {
    const account = await registerLabUser(request);
    await asIfNeverAsked(page);
    await signInAs(page, account);

    const question = page.getByRole('dialog', { name: t('consent.question.title') });
    await expect(question).toBeVisible();
    await expect(question.getByText(t('consent.question.privacyText'))).toBeVisible();
    await question.getByRole('button', { name: exactly(t('consent.question.notNow')) }).click();
    await expect(question).toHaveCount(0);

    // Not asked again in the same session, after a route change or a reload.
    await navigateInApp(page, '/home');
    await expectPage(page, '/home', 'pages.home.title');
    await page.reload();
    await expectPage(page, '/home', 'pages.home.title');
    await expect(question).toHaveCount(0);

    // The next sign-in asks again; Yes is sent to the server and stored in the session.
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(question).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('request=updateConsent') && r.ok());
    await question.getByRole('button', { name: exactly(t('consent.question.yes')) }).click();
    expect(((await (await saved).json()) as { data: { status: string } }).data.status).toBe('Updated');
    await expect(question).toHaveCount(0);
    const record = await storedAuthRecord(page);
    expect((record?.session as { user: { consentChoice: string } }).user.consentChoice).toBe('yes');
  });
});

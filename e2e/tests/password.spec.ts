import type { Locator, Page } from '@playwright/test';
import { loginForm, profileMenuButton, signOutThroughMenu, submitLogin } from '../support/auth.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { IDENTITY_PORT, oneTimeCode, resetLink, waitForMail } from '../support/mailbox.ts';
import { expectPage, expectPath, loginRedirect, navigateInApp } from '../support/pages.ts';
import { RESET_SUBJECT, changeForm, confirmForm, escapeRegExp, forgotForm, requestCode } from '../support/password.ts';
import { expect, test } from '../support/test.ts';

/**
 * The password flows of §2/§4 in the browser, with real mail: forgot password → the mail on a real SMTP server
 * (support/mail-catcher.ts) → the mailed link and code → sign in with the new password; the expired and forced
 * changes. Project `identity`: a server of its own (port 3103, own data directory, SMTP_URL to the catcher), so
 * the passwords changed here are never seen by the other specs. Each test uses its own demo account, so the
 * tests can run in parallel.
 */

/** After a reset the app sends the user to sign in with /survey as the destination (§2). */
const LOGIN_AFTER_RESET = loginRedirect('/survey');

/** A password that meets every rule of §5 (8 to 25 characters: also fits the change-password form). */
const NEW_PASSWORD = 'Labbench#Reset42';

/** The checklist's name ends with its progress, e.g. "Your password needs: 2 of 5 met". */
function checklistName(met: number): RegExp {
  return new RegExp(
    `^${escapeRegExp(t('password.checklist.title'))}\\s+${escapeRegExp(t('password.checklist.progress', { met: String(met), total: '5' }))}$`,
  );
}

/** Which of the checklist's rules are shown as met (`data-met`), by rule. */
async function metRules(checklist: Locator): Promise<Record<string, boolean>> {
  const items = checklist.getByRole('listitem');
  const result: Record<string, boolean> = {};
  for (const item of await items.all()) {
    result[(await item.getAttribute('data-rule')) ?? '?'] = (await item.getAttribute('data-met')) === 'true';
  }
  return result;
}

/** Sets a new password on /change-password (any of its modes) and submits. */
async function changePassword(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  const change = changeForm(page);
  await change.oldPassword.fill(oldPassword);
  await change.newPassword.fill(newPassword);
  await change.confirm.fill(newPassword);
  await expect(change.submit).toBeEnabled();
  await change.submit.click();
}

test.describe('forgot password with the mailed code', () => {
  test('a lab user resets the password from the mail, signs in with the new one, and sets the old one again', async ({
    page,
  }) => {
    const user = DEMO.translator;
    const fullName = `${user.givenName} ${user.familyName}`;

    const askedAt = await requestCode(page, user.email);

    await test.step('the success screen shows the address and the resend countdown', async () => {
      await expectPage(page, '/forgot-password-success', 'pages.forgotPasswordSuccess.title');
      await expect(page.getByText(t('password.success.sentTo'))).toBeVisible();
      await expect(page.getByText(user.email, { exact: true })).toBeVisible();
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText(/^\[00:(30|[12]\d)\]$/);
      await expect(page.getByRole('button', { name: exactly(t('password.resend.button')) })).toBeDisabled();
      // It counts down.
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
    });

    const mail =
      await test.step('the mail arrives on the SMTP server, in English, with a code and a link', async () => {
        const received = await waitForMail(user.email, { subjectIncludes: RESET_SUBJECT, after: askedAt });
        expect(received.to).toContain(user.email);
        expect(received.text).toContain(fullName);
        expect(received.html).toContain(oneTimeCode(received));
        expect(resetLink(received).startsWith(`http://127.0.0.1:${IDENTITY_PORT}/confirm-password/`)).toBe(true);
        return received;
      });
    const code = oneTimeCode(mail);
    const link = resetLink(mail);

    const confirm = confirmForm(page);
    await test.step('the mailed link opens the confirm screen for the address', async () => {
      await page.goto(link);
      await expectPage(page, new URL(link).pathname, 'pages.confirmPassword.title');
      await expect(page.getByText(t('password.confirm.intro', { email: user.email }))).toBeVisible();
    });

    await test.step('the checklist follows the typing', async () => {
      await expect(confirm.checklist).toHaveAccessibleName(checklistName(0));
      await confirm.newPassword.fill('abc');
      await expect(confirm.checklist).toHaveAccessibleName(checklistName(1));
      expect(await metRules(confirm.checklist)).toEqual({
        uppercase: false,
        lowercase: true,
        number: false,
        symbol: false,
        length: false,
      });
      await confirm.newPassword.fill('Abc1');
      await expect(confirm.checklist).toHaveAccessibleName(checklistName(3));
      await expect(confirm.checklist.locator('[data-rule="uppercase"]')).toHaveAttribute('data-met', 'true');
      await expect(confirm.checklist.locator('[data-rule="symbol"]')).toHaveAttribute('data-met', 'false');
      await confirm.newPassword.fill(NEW_PASSWORD);
      await expect(confirm.checklist).toHaveAccessibleName(checklistName(5));
      expect(Object.values(await metRules(confirm.checklist))).toEqual([true, true, true, true, true]);
      // Back to fewer rules met when a character class goes away.
      await confirm.newPassword.fill(NEW_PASSWORD.replace('#', ''));
      await expect(confirm.checklist.locator('[data-rule="symbol"]')).toHaveAttribute('data-met', 'false');
      await confirm.newPassword.fill(NEW_PASSWORD);
      await confirm.retype.fill(NEW_PASSWORD);
    });

    await test.step('a wrong code is refused; the typed passwords stay', async () => {
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await confirm.otp.fill(wrongCode);
      await expect(confirm.submit).toBeEnabled();
      await confirm.submit.click();
      await expect(page.getByText(t('password.confirm.otpExpired'))).toBeVisible();
      await expect(confirm.otp).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('password.confirm.otpExpired'))));
      await expectPath(page, new URL(link).pathname);
      await expect(confirm.newPassword).toHaveValue(NEW_PASSWORD);
      await expect(confirm.retype).toHaveValue(NEW_PASSWORD);
    });

    await test.step('the mailed code sets the new password', async () => {
      await confirm.otp.fill(code);
      await expect(confirm.submit).toBeEnabled();
      await confirm.submit.click();
      await expectPage(page, '/successfull-reset', 'pages.successfulReset.title');
      await page.getByRole('link', { name: exactly(t('password.reset.continue')) }).click();
      await expectPage(page, LOGIN_AFTER_RESET, 'login.title');
    });

    await test.step('the old password is refused, the new one signs in and lands on /survey', async () => {
      await submitLogin(page, user.email, DEMO_PASSWORD);
      await expect(loginForm(page).error).toHaveText(exactly(t('errors.invalidCredentials')));
      await submitLogin(page, user.email, NEW_PASSWORD);
      await expectPage(page, '/survey', 'pages.survey.title');
      await expect(profileMenuButton(page, fullName)).toBeVisible();
    });

    await test.step('the original password is set again on /change-password', async () => {
      await navigateInApp(page, '/change-password');
      await expectPage(page, '/change-password', 'pages.changePassword.title');
      await expect(page.getByText(t('password.change.intro'))).toBeVisible();
      await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
      await expect(page.getByText(t('password.change.changed'))).toBeVisible();
      await expectPage(page, '/home', 'pages.home.title');
      await signOutThroughMenu(page, fullName);
      await page.goto('/login');
      await submitLogin(page, user.email, DEMO_PASSWORD);
      await expectPage(page, '/survey', 'pages.survey.title');
    });
  });

  test('an invalid address shows the field error and keeps the text', async ({ page }) => {
    await page.goto('/forgot-password');
    await expectPage(page, '/forgot-password', 'pages.forgotPassword.title');
    const forgot = forgotForm(page);
    await forgot.email.fill('lab@demo');
    await forgot.email.blur();
    await expect(forgot.email).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('validation.emailInvalid'))));
    await expect(page.getByText(t('validation.emailInvalid'), { exact: true })).toBeVisible();
    await expect(forgot.email).toHaveValue('lab@demo');
    await expect(forgot.captchaSolved).toBeChecked();
    await expect(forgot.submit).toBeDisabled();
    await expectPath(page, '/forgot-password');

    // Corrected, the error goes and the code can be asked for.
    await forgot.email.fill('lab@demo.example');
    await expect(page.getByText(t('validation.emailInvalid'), { exact: true })).toHaveCount(0);
    await expect(forgot.submit).toBeEnabled();
  });
});

test.describe('a password change required at sign-in', () => {
  // Once changed, the account is no longer held at sign-in and its old password is gone: a retry could only fail
  // for that reason and would hide the first failure's message.
  test.describe.configure({ retries: 0 });

  for (const { user, reason, password } of [
    { user: DEMO.expired, reason: 'expired', password: 'Expired#Renewed7' },
    { user: DEMO.mustchange, reason: 'forced', password: 'Changed#Forced8' },
  ] as const) {
    test(`${user.email} is sent to /change-password with the reason, changes it and signs in with the new one`, async ({
      page,
    }) => {
      await page.goto('/login');
      await submitLogin(page, user.email, DEMO_PASSWORD);
      await expectPage(page, '/change-password', 'pages.changePassword.title');
      await expect(page.getByText(t(`password.change.reason.${reason}.title`))).toBeVisible();
      await expect(page.getByText(t(`password.change.reason.${reason}.text`))).toBeVisible();

      await changePassword(page, DEMO_PASSWORD, password);
      await expectPage(page, '/successfull-reset', 'pages.successfulReset.title');
      await expect(page.getByText(t('password.reset.verifyEmail'))).toHaveCount(0);
      await page.getByRole('link', { name: exactly(t('password.reset.continue')) }).click();
      await expectPage(page, LOGIN_AFTER_RESET, 'login.title');

      await submitLogin(page, user.email, password);
      await expectPage(page, '/survey', 'pages.survey.title');
    });
  }
});

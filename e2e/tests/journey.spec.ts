import {
  expectSignedOutHeader,
  loginForm,
  profileMenuButton,
  signOutThroughMenu,
  submitLogin,
} from '../support/auth.ts';
import { exactly, t } from '../support/i18n.ts';
import { oneTimeCode, resetLink, waitForMail } from '../support/mailbox.ts';
import { expectPage, expectPath, loginRedirect, pageHeading } from '../support/pages.ts';
import { RESET_SUBJECT, confirmForm, requestCode } from '../support/password.ts';
import {
  NEW_ACCOUNT_PASSWORD,
  VERIFY_SUBJECT,
  fillPersonalStep,
  registrationPage,
  submitWithCaptcha,
  uniqueAddress,
  verificationLink,
} from '../support/registration.ts';
import { expect, test } from '../support/test.ts';

/**
 * The whole identity journey of a new lab user, as the "Done when" describes it, on the identity server
 * (own data directory, mail over real SMTP to the catcher): register in two steps → the mailed link → complete the
 * profile → sign out → forget the password → reset it with the mailed code → sign in with the new password.
 */

const RESET_PASSWORD = 'Labbench#Again77';

test('a new lab user registers, verifies, completes the profile, forgets the password and gets back in', async ({
  page,
}) => {
  test.slow();
  const email = uniqueAddress('journey');
  const form = registrationPage(page);

  const registeredAt = await test.step('register: about yourself, then about your lab', async () => {
    await page.goto('/registration');
    await expectPage(page, '/registration', 'pages.registration.title');
    await fillPersonalStep(page, { firstName: 'Jun', lastName: 'Journey', jobTitle: 'Laboratory Manager', email });
    await form.personal.next.click();
    await form.lab.labName.fill('Lakeside Hospital Laboratory');
    await form.lab.state.fill('Khon Kaen');
    await form.lab.country.selectOption('TH');
    await form.lab.privacyConsent.check();
    const sentAt = await submitWithCaptcha(page);
    await expect(pageHeading(page)).toHaveText(exactly(t('registration.sent.title')));
    return sentAt;
  });

  await test.step('the mailed link verifies the address and leads to sign-in with it filled in', async () => {
    const mail = await waitForMail(email, { subjectIncludes: VERIFY_SUBJECT, after: registeredAt });
    await page.goto(verificationLink(mail));
    await expectPage(page, loginRedirect('/complete-profile'), 'login.title');
    await expect(loginForm(page).email).toHaveValue(email);
  });

  await test.step('signed in, the final step shows what was registered; UPDATE completes the profile', async () => {
    await submitLogin(page, email, NEW_ACCOUNT_PASSWORD);
    await expectPage(page, '/complete-profile', 'pages.completeProfile.title');
    const profile = page.getByRole('form', { name: t('profile.formLabel') });
    await expect(profile.getByRole('textbox', { name: t('profile.instituteName'), exact: true })).toHaveValue(
      'Lakeside Hospital Laboratory',
    );
    await expect(profile.getByRole('textbox', { name: t('profile.state'), exact: true })).toHaveValue('Khon Kaen');
    await profile.getByRole('textbox', { name: t('profile.lastName'), exact: true }).fill('Journeyman');
    await profile.getByRole('button', { name: exactly(t('profile.update')) }).click();
    await expectPage(page, '/registration/thankYou?content_reader_update=false', 'pages.registrationThankYou.title');
    await expectPage(page, '/survey', 'pages.survey.title');
    await expect(page.getByRole('region', { name: t('profile.alertBannerMsg') })).toHaveCount(0);
  });

  await test.step('sign out', async () => {
    await signOutThroughMenu(page, 'Jun Journeyman');
    await expectSignedOutHeader(page);
  });

  const askedAt = await test.step('forgot password: the code is asked for', () => requestCode(page, email));

  await test.step('the mailed code and link set a new password', async () => {
    await expectPage(page, '/forgot-password-success', 'pages.forgotPasswordSuccess.title');
    const mail = await waitForMail(email, { subjectIncludes: RESET_SUBJECT, after: askedAt });
    await page.goto(resetLink(mail));
    const confirm = confirmForm(page);
    await confirm.otp.fill(oneTimeCode(mail));
    await confirm.newPassword.fill(RESET_PASSWORD);
    await confirm.retype.fill(RESET_PASSWORD);
    await confirm.submit.click();
    await expectPage(page, '/successfull-reset', 'pages.successfulReset.title');
    await page.getByRole('link', { name: exactly(t('password.reset.continue')) }).click();
  });

  await test.step('the old password no longer works; the new one signs in', async () => {
    await expectPage(page, loginRedirect('/survey'), 'login.title');
    await submitLogin(page, email, NEW_ACCOUNT_PASSWORD);
    await expect(page.getByRole('form', { name: t('login.formLabel') }).getByRole('alert')).toHaveText(
      t('errors.invalidCredentials'),
    );
    await submitLogin(page, email, RESET_PASSWORD);
    await expectPath(page, '/survey');
    await expect(profileMenuButton(page, 'Jun Journeyman')).toBeVisible();
  });
});

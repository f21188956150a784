import type { Page } from '@playwright/test';
import { submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { IDENTITY_PORT, waitForMail } from '../support/mailbox.ts';
import { expectPage, expectPath, loginRedirect, navigateInApp, pageHeading } from '../support/pages.ts';
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
 * Registration (§2, build plan "Identity agreements") in the browser against the identity server (port 3103) and
 * its real SMTP catcher: both steps, the confirmation screen, the mailed link, sign-in; the §5 messages; the KR
 * consent rule; a content reader sent on to full site access. Each test registers its own new address.
 */

// The three long journeys (register, mail, link, sign-in; or every §5 message and two e-mail checks) call
// `test.slow()`: 10-18 s on a quiet machine, 35-50 s while the other worker prints PDFs on the same two cores, where
// every step still passed but the run's 45 s test budget ran out at whichever step came then. Three times the budget;
// each wait inside keeps its own timeout.

/** After the mailed link: sign in, then complete the profile. */
const LOGIN_AFTER_VERIFY = loginRedirect('/complete-profile');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openRegistration(page: Page): Promise<void> {
  await page.goto('/registration');
  await expectPage(page, '/registration', 'pages.registration.title');
}

/** The confirmation screen for `email`, the mail that follows, and its link opened: verified, on to sign in. */
async function expectMailedVerification(page: Page, email: string, sentAt: number): Promise<void> {
  await test.step('the confirmation screen names the address; no form is left', async () => {
    await expect(pageHeading(page)).toHaveText(exactly(t('registration.sent.title')));
    await expect(page.getByText(t('registration.sent.text', { email }))).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  });
  const mail = await test.step('the verification mail arrives', () =>
    waitForMail(email, { subjectIncludes: VERIFY_SUBJECT, after: sentAt }));
  const link = verificationLink(mail);
  expect(link.startsWith(`http://127.0.0.1:${IDENTITY_PORT}/home/`)).toBe(true);
  await test.step('the mailed link verifies the address and leads to sign-in', async () => {
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: t('verifyEmail.verified') })).toBeVisible();
    await expectPage(page, LOGIN_AFTER_VERIFY, 'login.title');
  });
  await test.step('the link works once', async () => {
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(t('verifyEmail.deadLink'));
    await expect(page.getByRole('alert')).toHaveAttribute('data-error-code', '113');
    await expect(page.getByRole('link', { name: exactly(t('verifyEmail.register')) })).toBeVisible();
  });
}

test('a lab user registers in two steps, confirms the mailed link and is sent to sign in', async ({ page }) => {
  test.slow();
  const email = uniqueAddress('lab');
  const form = registrationPage(page);
  await openRegistration(page);
  await expect(form.labKind).toBeChecked();

  await test.step('step 1: about yourself, with the interface language preselected', async () => {
    await expect(form.personal.language).toHaveValue('en');
    await fillPersonalStep(page, { firstName: 'Lena', lastName: 'Lab', jobTitle: 'Other', email });
    await form.personal.otherJobTitle.fill('Lab informatics lead');
    await form.personal.next.click();
  });

  const sentAt = await test.step('step 2: about your lab, with the privacy consent', async () => {
    await expect(page.getByRole('heading', { level: 2, name: exactly(t('registration.steps.lab')) })).toBeVisible();
    await form.lab.labName.fill('Riverside Clinical Laboratory');
    await form.lab.state.fill('Chiang Mai');
    await form.lab.country.selectOption('TH');
    await expect(form.lab.koreaConsent).toHaveCount(0);
    await form.lab.privacyConsent.check();
    return submitWithCaptcha(page);
  });

  await expectMailedVerification(page, email, sentAt);

  await test.step('the new account signs in and is taken to complete the profile', async () => {
    await page.goto(LOGIN_AFTER_VERIFY);
    await submitLogin(page, email, NEW_ACCOUNT_PASSWORD);
    await expectPath(page, '/complete-profile');
  });
});

test('wrong input shows the §5 messages once touched; an address in use is refused; nothing typed is lost', async ({
  page,
}) => {
  test.slow();
  const form = registrationPage(page);
  const { personal } = form;
  await openRegistration(page);

  await test.step('a field left empty shows its message only after it was visited', async () => {
    await expect(personal.form.getByText(t('validation.firstNameRequired'))).toHaveCount(0);
    await personal.firstName.focus();
    await personal.lastName.focus();
    await expect(personal.firstName).toHaveAccessibleDescription(t('validation.firstNameRequired'));
    await expect(personal.form.getByText(t('validation.familyNameRequired'))).toHaveCount(0);
  });

  await test.step('a forbidden character, a bad address and a password typed differently', async () => {
    await personal.firstName.fill('Lena$');
    await expect(personal.firstName).toHaveAccessibleDescription(t('validation.firstNameInvalid'));
    await personal.email.fill('not-an-address');
    await personal.email.blur();
    await expect(personal.email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await personal.password.fill(NEW_ACCOUNT_PASSWORD);
    await personal.confirmPassword.fill(`${NEW_ACCOUNT_PASSWORD}x`);
    await personal.confirmPassword.blur();
    await expect(personal.confirmPassword).toHaveAccessibleDescription(t('validation.passwordsDoNotMatch'));
  });

  await test.step('Next with the errors left stays on step 1 and shows every message', async () => {
    await personal.next.click();
    await expect(personal.form).toBeVisible();
    await expect(personal.lastName).toHaveAccessibleDescription(t('validation.familyNameRequired'));
    await expect(personal.jobTitle).toHaveAccessibleDescription(t('validation.jobTitleRequired'));
  });

  await test.step('an address that has an account is shown under the e-mail, with sign-in and reset links', async () => {
    await fillPersonalStep(page, { firstName: 'Lena', lastName: 'Lab', jobTitle: 'Biochemist', email: DEMO.lab.email });
    await personal.next.click();
    await expect(personal.email).toHaveAccessibleDescription(new RegExp(`^${escape(t('validation.emailInUse'))}`));
    await expect(personal.form.getByRole('link', { name: exactly(t('registration.signIn')) })).toBeVisible();
    await expect(personal.form.getByRole('link', { name: exactly(t('registration.forgotPassword')) })).toBeVisible();
    await expect(personal.firstName).toHaveValue('Lena');
  });

  await test.step('Back and Next keep what was typed on both steps', async () => {
    const email = uniqueAddress('back');
    await personal.email.fill(email);
    await personal.next.click();
    await form.lab.labName.fill('Hilltop Lab');
    await form.back.click();
    await expect(personal.firstName).toHaveValue('Lena');
    await expect(personal.jobTitle).toHaveValue('Biochemist');
    await expect(personal.email).toHaveValue(email);
    await expect(personal.password).toHaveValue(NEW_ACCOUNT_PASSWORD);
    await expect(personal.phone).toHaveValue('812345678');
    await personal.next.click();
    await expect(form.lab.labName).toHaveValue('Hilltop Lab');
  });
});

test('a lab in Korea is asked only for the Korea consent, which it must give', async ({ page }) => {
  const email = uniqueAddress('kr');
  const form = registrationPage(page);
  await openRegistration(page);
  await fillPersonalStep(page, { firstName: 'Minji', lastName: 'Kim', jobTitle: 'Laboratory Manager', email });
  await form.personal.next.click();
  // Step 2 opens once the server has checked the address: on a loaded machine that took longer than the 10 s a
  // field's fill waits (a full run's only failure of this test).
  await expect(page.getByRole('heading', { level: 2, name: exactly(t('registration.steps.lab')) })).toBeVisible({
    timeout: 30_000,
  });

  await test.step('Korea shows the Korea consent instead of the privacy consent', async () => {
    await form.lab.labName.fill('Seoul Central Laboratory');
    await form.lab.state.fill('Seoul');
    await form.lab.country.selectOption('TH');
    await expect(form.lab.privacyConsent).toBeVisible();
    await expect(form.lab.koreaConsent).toHaveCount(0);
    await form.lab.country.selectOption('KR');
    await expect(form.lab.koreaConsent).toBeVisible();
    await expect(form.lab.privacyConsent).toHaveCount(0);
  });

  await test.step('without it the form is not sent', async () => {
    await submitWithCaptcha(page);
    await expect(form.lab.form.getByText(t('validation.koreaConsentRequired'))).toBeVisible();
    await expect(pageHeading(page)).toHaveText(exactly(t('pages.registration.title')));
  });

  await test.step('with it the registration goes through', async () => {
    await form.lab.koreaConsent.check();
    const sentAt = await submitWithCaptcha(page);
    await expect(pageHeading(page)).toHaveText(exactly(t('registration.sent.title')));
    await waitForMail(email, { subjectIncludes: VERIFY_SUBJECT, after: sentAt });
  });
});

test('a content reader registers, confirms, signs in and is sent on to full site access', async ({ page }) => {
  test.slow();
  const email = uniqueAddress('reader');
  const form = registrationPage(page);
  await openRegistration(page);

  const sentAt = await test.step('content only: step 1, then about you', async () => {
    await form.contentKind.check();
    await fillPersonalStep(page, { firstName: 'Rosa', lastName: 'Reader', jobTitle: 'Research Assistant', email });
    await form.personal.next.click();
    // As in the Korea test: step 2 opens once the server has checked the address.
    await expect(page.getByRole('heading', { level: 2, name: exactly(t('registration.steps.reader')) })).toBeVisible({
      timeout: 30_000,
    });
    await form.reader.country.selectOption('SG');
    await form.reader.city.fill('Singapore');
    await form.reader.privacyConsent.check();
    return submitWithCaptcha(page);
  });

  await expectMailedVerification(page, email, sentAt);

  await test.step('signed in, the survey area sends the reader to full site access', async () => {
    await page.goto(LOGIN_AFTER_VERIFY);
    await submitLogin(page, email, NEW_ACCOUNT_PASSWORD);
    await expectPath(page, '/complete-profile');
    await navigateInApp(page, '/survey');
    await expectPage(page, '/full-site-access-registration', 'pages.fullSiteAccessRegistration.title');
  });

  await test.step('registering a lab there gives full access: on to the surveys', async () => {
    await form.lab.labName.fill('Marina Bay Laboratory');
    await form.lab.state.fill('Singapore');
    await form.lab.country.selectOption('SG');
    await form.lab.privacyConsent.check();
    await form.lab.form.getByRole('button', { name: exactly(t('registration.labStep.submit')) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('registration.labStep.registered') })).toBeVisible();
    await expectPage(page, '/survey', 'pages.survey.title');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('step 2 opens at its top, its heading in view, wherever step 1 was scrolled to', async ({ page }) => {
    await openRegistration(page);
    const form = registrationPage(page);
    await fillPersonalStep(page, {
      firstName: 'Pat',
      lastName: 'Phone',
      jobTitle: 'Laboratory Manager',
      email: uniqueAddress('phone-step'),
    });
    await form.personal.next.click();
    await expect(form.lab.form).toBeVisible();
    await expect(form.lab.form.getByRole('heading', { name: exactly(t('registration.steps.lab')) })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

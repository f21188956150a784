import type { Page } from '@playwright/test';
import { TEST_OIDC_LOGIN_FORM } from '../../apps/server/src/test/oidc-provider.ts';
import { loginForm, signIn, signOutThroughMenu, storedAuthRecord, submitLogin } from '../support/auth.ts';
import { APAC_PORT, DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { COMPANY_DOMAIN, OIDC_ACCOUNTS } from '../support/oidc-server.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Sign-in through providers (§2 Login, §4 "Token login", §7 "Sign-in windows") against a real OpenID Connect
 * provider (support/oidc-server.ts), and the sign-in failures that raise the captcha or send a company address to
 * single sign-on. Project `sso`: a server of its own (port 3104) with single sign-on and the professional network
 * configured and COMPANY_EMAIL_DOMAINS set, so the accounts created and the failures counted here touch no other
 * test. Each test uses its own account.
 */

/** The login page, asked for with /home as the page to return to (the login initiator). */
const LOGIN_BACK_HOME = '/login?destination=%2Fhome';

type OidcAccount = (typeof OIDC_ACCOUNTS)[keyof typeof OIDC_ACCOUNTS];

function providerButtons(page: Page) {
  return page.getByRole('group', { name: t('login.providersLabel') });
}

function providerButton(page: Page, provider: 'sso' | 'ciam' | 'linkedin' | 'facebook') {
  return providerButtons(page).getByRole('button', { name: exactly(t(`login.providers.${provider}`)) });
}

/** Chooses the account on the provider's login form and sends it, like the person at the provider would. */
async function signInAtProvider(window: Page, account: OidcAccount): Promise<void> {
  const form = window.getByRole('form', { name: TEST_OIDC_LOGIN_FORM.label });
  await form.getByRole('combobox').selectOption(account.sub);
  await form.getByRole('button', { name: exactly(TEST_OIDC_LOGIN_FORM.submit) }).click();
}

/** The user of the stored auth record (`dlba`), once there is one. */
async function expectSignedInAs(page: Page, account: OidcAccount, userType: string): Promise<void> {
  await expect
    .poll(async () => {
      const session = (await storedAuthRecord(page))?.session as {
        user?: { email?: string; userType?: string };
      } | null;
      return session?.user ? { email: session.user.email, userType: session.user.userType } : null;
    })
    .toEqual({ email: account.email, userType });
}

test.describe('provider sign-in', () => {
  test('offers the configured providers only: single sign-on and the professional network', async ({ page }) => {
    await page.goto('/login');
    await expect(pageHeading(page)).toHaveText(exactly(t('login.title')));
    await expect(providerButton(page, 'sso')).toBeVisible();
    await expect(providerButton(page, 'linkedin')).toBeVisible();
    await expect(providerButtons(page).getByRole('button')).toHaveCount(2);
  });

  test('single sign-on in a pop-up signs the opener in and returns to the page that asked', async ({ page }) => {
    await page.goto(LOGIN_BACK_HOME);
    const popupOpened = page.waitForEvent('popup');
    await providerButton(page, 'sso').click();
    const popup = await popupOpened;

    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(TEST_OIDC_LOGIN_FORM.label);
    const popupClosed = popup.waitForEvent('close');
    await signInAtProvider(popup, OIDC_ACCOUNTS.employee);
    // The pop-up hands the token to the login page and closes itself.
    await popupClosed;

    await expectPath(page, '/home', true);
    await expect(page.getByRole('status').filter({ hasText: t('login.signedIn') })).toBeVisible();
    // A first single sign-on of a company address creates a staff account.
    await expectSignedInAs(page, OIDC_ACCOUNTS.employee, 'internal');
  });

  test('a blocked pop-up runs the sign-in in the same window', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(LOGIN_BACK_HOME);
    await providerButton(page, 'linkedin').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEST_OIDC_LOGIN_FORM.label);
    await signInAtProvider(page, OIDC_ACCOUNTS.member);

    await expectPath(page, '/home', true);
    // A first professional-network sign-in creates a content reader.
    await expectSignedInAs(page, OIDC_ACCOUNTS.member, 'contentreader');
  });

  test('an account a provider created is asked for consent once; Yes is saved on the server', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(LOGIN_BACK_HOME);
    await providerButton(page, 'linkedin').click();
    await signInAtProvider(page, OIDC_ACCOUNTS.newMember);
    await expectSignedInAs(page, OIDC_ACCOUNTS.newMember, 'contentreader');

    // The provider vouched for the address, not for the privacy consent (§4 consent enum: didnotask).
    const question = page.getByRole('dialog', { name: t('consent.question.title') });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: exactly(t('consent.question.yes')) }).click();
    await expect(question).toHaveCount(0);

    // Saved on the server: the session read back after a reload says yes, and nothing is asked.
    await page.reload();
    await expectPath(page, '/home', true);
    await expect
      .poll(async () => {
        const session = (await storedAuthRecord(page))?.session as { user?: { consentChoice?: string } } | null;
        return session?.user?.consentChoice;
      })
      .toBe('yes');
    await expect(question).toHaveCount(0);
  });

  test('a failed provider sign-in names the provider, and the login form stays', async ({ page }) => {
    await page.goto('/login?msg_type=SSO&error_code=sign_in_failed&actual_media_type=sso');
    const provider = t('login.providerNames.sso');
    await expect(page.getByRole('alert')).toHaveText(t('errors.signInFailed', { provider }));
    await expectPath(page, '/login', true);
    await expect(loginForm(page).submit).toBeVisible();
  });

  test('a login token the server does not know signs nobody in, and leaves the address bar', async ({ page }) => {
    await page.goto('/login?msg_type=ciam&token=not-a-real-token');
    const provider = t('login.providerNames.ciam');
    await expect(page.getByRole('alert')).toHaveText(t('errors.signInFailed', { provider }));
    await expectPath(page, '/login', true);
    expect(await storedAuthRecord(page).then((record) => record?.session ?? null)).toBeNull();
  });
});

test.describe('an account a provider created without a lab', () => {
  test('is sent to register its lab (the lab step alone) and then reaches the survey area', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/survey');
    await expectPath(page, '/login?regfor=lab&destination=%2Fsurvey');
    await providerButton(page, 'sso').click();
    await signInAtProvider(page, OIDC_ACCOUNTS.labless);
    await expectSignedInAs(page, OIDC_ACCOUNTS.labless, 'external');
    const consent = page.getByRole('dialog', { name: t('consent.question.title') });
    await consent.getByRole('button', { name: exactly(t('consent.question.yes')) }).click();

    // No lab code: the lab-code guard sends the user to registration, which asks for the lab only.
    await expectPage(page, '/registration', 'pages.registration.title');
    await expect(page.getByRole('form', { name: t('registration.personalFormLabel') })).toHaveCount(0);
    const lab = page.getByRole('form', { name: t('registration.labFormLabel') });
    await lab.getByRole('textbox', { name: t('registration.labName'), exact: true }).fill('Outside Clinic Laboratory');
    await lab.getByRole('textbox', { name: t('registration.state'), exact: true }).fill('Penang');
    await lab.getByRole('combobox', { name: t('registration.country'), exact: true }).selectOption('MY');
    await lab.getByRole('checkbox', { name: t('registration.privacyConsent') }).check();
    await lab.getByRole('button', { name: exactly(t('registration.labStep.submit')) }).click();

    await expect(page.getByRole('status').filter({ hasText: t('registration.labStep.registered') })).toBeVisible();
    await expectPage(page, '/survey', 'pages.survey.title');
    await expect
      .poll(async () => {
        const session = (await storedAuthRecord(page))?.session as {
          currentUser?: { labCode?: string | null; userLabName?: string | null };
        } | null;
        return session?.currentUser?.userLabName;
      })
      .toBe('Outside Clinic Laboratory');
  });
});

test.describe('password sign-in on a site with single sign-on', () => {
  test('a company address is sent to single sign-on, which signs it in', async ({ page }) => {
    await page.goto(LOGIN_BACK_HOME);
    await submitLogin(page, OIDC_ACCOUNTS.forcedEmployee.email, 'Any#Password1');
    await expect(loginForm(page).error).toHaveText(t('errors.forcedSso'));

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: exactly(t('login.continueWithSso')) }).click();
    const popup = await popupOpened;
    const popupClosed = popup.waitForEvent('close');
    await signInAtProvider(popup, OIDC_ACCOUNTS.forcedEmployee);
    await popupClosed;

    await expectPath(page, '/home', true);
    await expectSignedInAs(page, OIDC_ACCOUNTS.forcedEmployee, 'internal');
  });

  test('after three wrong passwords for one address the captcha is asked, and signing in with it works', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = loginForm(page);
    const captchaSolved = form.form.getByRole('checkbox', { name: 'Verified' });
    const answer = () => page.waitForResponse((r) => r.url().includes('request=ValidateUser'));

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answered = answer();
      await submitLogin(page, DEMO.lab.email, 'Wrong#Password1');
      await answered;
      await expect(form.error).toHaveText(t('errors.invalidCredentials'));
      await expect(captchaSolved).toHaveCount(0);
    }

    // The right password now needs the security check too: the captcha shows, and the password stays as typed.
    const answered = answer();
    await submitLogin(page, DEMO.lab.email, DEMO_PASSWORD);
    await answered;
    await expect(form.error).toHaveText(t('errors.captchaRequired'));
    await expect(captchaSolved).toBeChecked();
    await expect(form.password).toHaveValue(DEMO_PASSWORD);
    await expect(form.email).toHaveValue(DEMO.lab.email);

    await form.submit.click();
    await expectPage(page, '/survey', 'pages.survey.title');
  });

  test(`an address outside ${COMPANY_DOMAIN} signs in with its password as before`, async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    await expectPath(page, '/portal-admin');
  });
});

test.describe('sign-out', () => {
  test('ends the single sign-on session in a hidden frame for a minute', async ({ page }) => {
    await signIn(page, DEMO.translator.email);
    await signOutThroughMenu(page, `${DEMO.translator.givenName} ${DEMO.translator.familyName}`);
    await expectPath(page, '/home');

    const frames = page.getByRole('contentinfo').locator('iframe');
    // Only single sign-on is configured: no frame for corporate identity or the professional network.
    await expect(frames).toHaveCount(1);
    await expect(frames).toHaveAttribute('src', '/sso/logout/sso');
    await expect(frames).toHaveAttribute('aria-hidden', 'true');
    await expect(frames).toHaveAttribute('title', t('footer.singleLogoutFrame'));
  });
});

test.describe('a site without providers', () => {
  test('shows no provider buttons', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${APAC_PORT}/login`);
    await expect(loginForm(page).submit).toBeVisible();
    await expect(providerButtons(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: exactly(t('login.providers.sso')) })).toHaveCount(0);
  });
});

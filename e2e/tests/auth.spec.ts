import {
  expectSignedOutHeader,
  header,
  loginForm,
  profileMenuButton,
  signIn,
  signOutThroughMenu,
  storedAuthRecord,
  submitLogin,
} from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** Sign-in and sign-out of §4 in the browser. */

const DANA = `${DEMO.lab.givenName} ${DEMO.lab.familyName}`;

test.describe('sign-in', () => {
  test('the demo lab user signs in from the header: initials and name in the header, also after a reload', async ({
    page,
  }) => {
    await page.goto('/home');
    await expectSignedOutHeader(page);
    await header(page)
      .getByRole('link', { name: exactly(t('header.login')) })
      .click();
    await expectPath(page, '/login');
    await expect(pageHeading(page)).toHaveText(exactly(t('login.title')));

    await submitLogin(page, DEMO.lab.email);
    // Back to the page that opened the login.
    await expectPage(page, '/home', 'pages.home.title');
    const account = profileMenuButton(page, DANA);
    await expect(account).toBeVisible();
    await expect(account).toContainText(DEMO.lab.initials);
    await expect(account).toContainText(DANA);
    await expect(header(page).getByRole('link', { name: exactly(t('header.login')) })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: exactly(t('header.signUp')) })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t('login.signedIn') })).toBeVisible();

    // The sign-in survives a reload.
    await page.reload();
    await expect(profileMenuButton(page, DANA)).toBeVisible();
    await page.goto('/dashboard');
    await expectPage(page, '/dashboard', 'benchmark.title');
  });

  test('a wrong password shows an error and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.lab.email, 'Wrong#Password1');
    const form = loginForm(page);
    await expect(form.error).toHaveText(exactly(t('errors.invalidCredentials')));
    await expect(form.email).toHaveValue(DEMO.lab.email);
    await expect(form.password).toHaveValue('Wrong#Password1');
    await expectPath(page, '/login');
    await expectSignedOutHeader(page);
    expect((await storedAuthRecord(page))?.token ?? null).toBeNull();
  });

  test('Remember me keeps the session for 30 days instead of 8 hours', async ({ page }) => {
    const expiryInHours = async () => {
      const token = String((await storedAuthRecord(page))?.token);
      const expiry = Number(token.slice(token.lastIndexOf('-') + 1));
      return (expiry - Date.now() / 1000) / 3600;
    };
    await signIn(page, DEMO.lab.email);
    expect(await expiryInHours()).toBeLessThanOrEqual(8.1);
    await signOutThroughMenu(page, DANA);

    await page.goto('/login');
    await page.getByRole('checkbox', { name: exactly(t('login.rememberMe')) }).check();
    await submitLogin(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    expect(await expiryInHours()).toBeGreaterThan(29 * 24);
  });

  test('an empty form shows the required-field messages', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).submit.click();
    await expect(page.getByText(t('login.errors.emailRequired'))).toBeVisible();
    await expect(page.getByText(t('login.errors.passwordRequired'))).toBeVisible();
    await expectPath(page, '/login');
  });

  test('after sign-in the user returns to the page that sent them to login, with its query', async ({ page }) => {
    await page.goto('/dashboard/quality?lab=2&tab=turnaround');
    await expectPath(page, loginRedirect('/dashboard/quality?lab=2&tab=turnaround', 'lab'));
    await submitLogin(page, DEMO.lab.email);
    await expectPage(page, '/dashboard/quality?lab=2&tab=turnaround', 'benchmark.pageTitle.quality');
  });

  test('/home?forceLogin=1 returns to /home after sign-in', async ({ page }) => {
    await page.goto('/home?forceLogin=1');
    await expectPath(page, loginRedirect('/home'));
    await submitLogin(page, DEMO.lab.email);
    await expectPage(page, '/home', 'pages.home.title');
    await expectPath(page, '/home', true);
    await expect(profileMenuButton(page, DANA)).toBeVisible();
  });

  test('the remembered page is used once: the next sign-in lands on the default page', async ({ page }) => {
    await page.goto('/survey/blood_bank');
    await submitLogin(page, DEMO.lab.email);
    await expectPage(page, '/survey/blood_bank', 'pages.survey.title');
    await signOutThroughMenu(page, DANA);
    await expectPage(page, '/home', 'pages.home.title');
    await page.goto('/login');
    await submitLogin(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
  });
});

test.describe('sign-out', () => {
  test('the profile menu signs out: login is offered again and /survey is refused', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');

    // The survey chosen last is forgotten on sign-out (§4).
    await page.evaluate(() => localStorage.setItem('surveyselected', 'CL'));
    await profileMenuButton(page, DANA).click();
    await expect(page.getByRole('menuitem', { name: exactly(t('header.myProfile')) })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: exactly(t('header.signOut')) })).toBeVisible();
    await page.getByRole('menuitem', { name: exactly(t('header.signOut')) }).click();

    await expectPage(page, '/home', 'pages.home.title');
    await expectSignedOutHeader(page);
    await expect(profileMenuButton(page, DANA)).toHaveCount(0);
    expect((await storedAuthRecord(page))?.token ?? null).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('surveyselected'))).toBeNull();

    await page.goto('/survey');
    await expectPage(page, loginRedirect('/survey', 'lab'), 'login.title');
  });

  test('My profile in the profile menu opens /complete-profile', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await profileMenuButton(page, DANA).click();
    await page.getByRole('menuitem', { name: exactly(t('header.myProfile')) }).click();
    await expectPage(page, '/complete-profile', 'pages.myProfile.title');
    // Not offered again on the complete-profile page itself.
    await profileMenuButton(page, DANA).click();
    await expect(page.getByRole('menuitem', { name: exactly(t('header.signOut')) })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: exactly(t('header.myProfile')) })).toHaveCount(0);
  });

  test('sign-out revokes the session on the server', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    const token = (await storedAuthRecord(page))?.token;
    expect(typeof token).toBe('string');
    const callGetSession = () =>
      page.evaluate(async (sessionToken) => {
        const xsrf = document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length);
        const response = await fetch('/api?request=getSession', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Token: sessionToken,
            'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? ''),
          },
          body: '{}',
        });
        return response.status;
      }, token as string);
    expect(await callGetSession()).toBe(200);

    await signOutThroughMenu(page, DANA);
    await expectSignedOutHeader(page);
    expect(await callGetSession()).toBe(401);
  });

  test('the staff user signs out with the header button', async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    await header(page)
      .getByRole('button', { name: exactly(t('header.signOut')) })
      .click();
    await expectPage(page, '/home', 'pages.home.title');
    await expectSignedOutHeader(page);
    await page.goto(`/portal-admin`);
    await expectPath(page, loginRedirect('/portal-admin'));
  });
});

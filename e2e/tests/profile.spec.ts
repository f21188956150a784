import type { Locator, Page, Route } from '@playwright/test';
import { registerLabUser } from '../support/accounts.ts';
import type { TestAccount } from '../support/accounts.ts';
import { profileMenuButton, signIn, storedAuthRecord } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, navigateInApp } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §2 "Complete profile", the profile-incomplete banner and the profile menu, on the identity
 * server (project `identity`). Tests that save a profile register an account of their own through the API (captcha
 * solved, mailed link followed), so they change nobody else's data and can run in parallel.
 */

const DANA = `${DEMO.lab.givenName} ${DEMO.lab.familyName}`;

function profileForm(scope: Page | Locator) {
  const form = scope.getByRole('form', { name: t('profile.formLabel') });
  const field = (key: string) => form.getByRole('textbox', { name: t(key), exact: true });
  return {
    form,
    firstName: field('profile.firstName'),
    lastName: field('profile.lastName'),
    jobTitle: form.getByRole('combobox', { name: t('profile.jobTitle'), exact: true }),
    otherJobTitle: field('profile.otherJobTitle'),
    labName: field('profile.instituteName'),
    state: field('profile.state'),
    country: form.getByRole('combobox', { name: t('profile.country'), exact: true }),
    countriesLink: form.getByRole('button', { name: exactly(t('profile.countriesLink')) }),
    update: form.getByRole('button', { name: exactly(t('profile.update')) }),
  };
}

function banner(page: Page) {
  return page.getByRole('region', { name: t('profile.alertBannerMsg') });
}

async function signInAs(page: Page, account: TestAccount) {
  await page.goto('/login');
  await signIn(page, account.email, account.password);
}

test.describe('complete profile', () => {
  test('bad input shows its message once touched; UPDATE thanks the user and goes on after 3 s', async ({
    page,
    request,
  }) => {
    const account = await registerLabUser(request);
    await signInAs(page, account);
    await expectPage(page, '/survey', 'pages.survey.title');

    // A fresh registration has an incomplete profile: the banner reminds (its link opens the profile modal,
    // profile-modal.spec.ts); My profile leads to the final step.
    await expect(banner(page)).toBeVisible();
    await profileMenuButton(page, account.fullName).click();
    await page.getByRole('menuitem', { name: exactly(t('header.myProfile')) }).click();
    await expectPage(page, '/complete-profile', 'pages.completeProfile.title');
    await expect(page.getByText(t('profile.finalStep'), { exact: true })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // The page has no close button (only the modal has one).
    await expect(page.getByRole('main').getByRole('button', { name: exactly(t('common.close')) })).toHaveCount(0);

    const form = profileForm(page);
    await expect(form.firstName).toHaveValue(account.firstName);
    await expect(form.update).toBeEnabled();

    // Nothing is said about a field before it is touched.
    await form.firstName.fill('');
    await expect(page.getByText(t('validation.firstNameRequired'))).toHaveCount(0);
    await form.firstName.blur();
    await expect(page.getByText(t('validation.firstNameRequired'))).toBeVisible();
    await expect(form.update).toBeDisabled();

    await form.firstName.fill('Pat<script>');
    await expect(page.getByText(t('validation.firstNameInvalid'))).toBeVisible();
    await form.firstName.fill(' Pat');
    await expect(page.getByText(t('validation.firstNameInvalid'))).toBeVisible();
    await form.firstName.fill('Patricia');
    await expect(page.getByText(t('validation.firstNameInvalid'))).toHaveCount(0);

    await form.labName.fill('L'.repeat(101));
    await form.labName.blur();
    await expect(page.getByText(t('validation.textTooLong'))).toBeVisible();
    await expect(form.update).toBeDisabled();
    await form.labName.fill('L'.repeat(100));
    await expect(page.getByText(t('validation.textTooLong'))).toHaveCount(0);

    // Other asks for the free-text title.
    await form.jobTitle.selectOption(t('jobTitles.other'));
    await form.otherJobTitle.fill('');
    await form.otherJobTitle.blur();
    await expect(page.getByText(t('validation.otherJobTitleRequired'))).toBeVisible();
    await expect(form.update).toBeDisabled();
    await form.otherJobTitle.fill('Lab Data Steward');

    await form.labName.fill('Riverside Laboratory');
    await form.country.selectOption(t('countries.SG'));
    await form.state.fill('Central');
    await expect(form.update).toBeEnabled();
    await form.update.click();

    await expectPage(page, '/registration/thankYou?content_reader_update=false', 'pages.registrationThankYou.title');
    await expect(page.getByText(t('profile.thankYou.message'))).toBeVisible();
    const shownAt = Date.now();
    await expectPage(page, '/survey', 'pages.survey.title');
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    // Complete now: in the stored auth record, in the header, and the banner is gone.
    const record = await storedAuthRecord(page);
    expect((record?.session as { user: { preRegstatus: string } }).user.preRegstatus).toBe('complete');
    await expect(profileMenuButton(page, `Patricia ${account.lastName}`)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // The saved values come back on the next visit.
    await page.goto('/complete-profile');
    await expect(form.otherJobTitle).toHaveValue('Lab Data Steward');
    await expect(form.labName).toHaveValue('Riverside Laboratory');
    await expect(form.country).toHaveValue('SG');
  });

  test('the countries list opens from the form with every country, translated, in 4 columns', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await page.goto('/complete-profile');
    const form = profileForm(page);
    await expect(form.firstName).toHaveValue(DEMO.lab.givenName);
    await form.countriesLink.click();
    const popup = page.getByRole('dialog', { name: t('profile.countriesTitle') });
    await expect(popup).toBeVisible();
    // Every country a lab can be in: §3's list without Worldwide, and Germany and Italy (D97).
    await expect(popup.getByRole('listitem')).toHaveCount(21);
    await expect(popup.getByRole('listitem').filter({ hasText: t('countries.JP') })).toBeVisible();
    await expect(popup.getByRole('listitem').filter({ hasText: t('countries.DE') })).toBeVisible();
    const columns = await popup
      .getByRole('list')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await popup.getByRole('button', { name: exactly(t('common.close')) }).click();
    await expect(popup).toHaveCount(0);
  });
});

test.describe('forced profile update', () => {
  test('a user who must update the profile is sent to /view-profile and then on to the page asked for', async ({
    page,
    request,
  }) => {
    const account = await registerLabUser(request);
    // Only staff set forceUpdateProfile; the session answers are shown to the page as such an account's until the
    // update is sent, which the real server then saves (and clears the flag).
    const forced = async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { currentUser?: { forceUpdateProfile?: string } | null } };
      if (body.data?.currentUser) body.data.currentUser.forceUpdateProfile = 'Y';
      await route.fulfill({ response, json: body });
    };
    await page.route('**/api?request=ValidateUser', forced);
    await page.route('**/api?request=getSession', forced);
    await page.goto('/survey/core_lab');
    await expectPath(page, loginRedirect('/survey/core_lab', 'lab'));
    await signIn(page, account.email, account.password);

    await expectPage(page, '/view-profile?destination=%2Fsurvey%2Fcore_lab', 'pages.viewProfile.title');
    await expect(page.getByText(t('profile.forced.title'))).toBeVisible();
    const form = profileForm(page);
    await expect(form.firstName).toHaveValue(account.firstName);

    await page.unrouteAll();
    await form.update.click();
    await expect(page.getByRole('status').filter({ hasText: t('profile.updated') })).toBeVisible();
    await expectPage(page, '/survey/core_lab', 'pages.survey.title');
  });
});

test.describe('profile menu', () => {
  test("offers one entry, My profile: the profile page, headed as the user's own profile", async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await profileMenuButton(page, DANA).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([exactly(t('header.myProfile')), exactly(t('header.signOut'))]);
    await page.getByRole('menuitem', { name: exactly(t('header.myProfile')) }).click();
    // A complete profile is not the final step of a registration.
    await expectPage(page, '/complete-profile', 'pages.myProfile.title');
    await expect(page.getByText(t('profile.finalStep'), { exact: true })).toHaveCount(0);
    await profileMenuButton(page, DANA).click();
    await expect(items).toHaveText([exactly(t('header.signOut'))]);
  });
});

test.describe('profile-incomplete banner', () => {
  test('a pre-registered user sees it; its close icon hides it until the next page', async ({ page }) => {
    await signIn(page, DEMO.nolab.email);
    await expect(banner(page)).toBeVisible();
    await banner(page)
      .getByRole('button', { name: exactly(t('profile.closeBanner')) })
      .click();
    await expect(banner(page)).toHaveCount(0);
    // Any route event: the next page reminds again.
    await navigateInApp(page, '/home');
    await expectPage(page, '/home', 'pages.home.title');
    await expect(banner(page)).toBeVisible();
  });

  test('a complete profile shows no banner', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    await expect(banner(page)).toHaveCount(0);
  });
});

import type { Page } from '@playwright/test';
import { header, profileMenuButton, signIn } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, navigateInApp, visit } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** The route guards of §2 for each kind of user. Signed-out visitors: routes.spec.ts. */

const ADMIN = `/${COMPANY_SLUG}-admin`;
const VALIDATE = `/${COMPANY_SLUG}-validate`;

/** The lab area behind guards 1, 5 and 2, with each page's heading: the survey part, then the dashboards. */
const SURVEY_AREA: [path: string, headingKey: string][] = [
  ['/survey', 'pages.survey.title'],
  ['/survey/core_lab', 'pages.survey.title'],
  ['/survey/blood_bank', 'pages.survey.title'],
  ['/labcode/CL/REVNTy1DTC0wMDE', 'pages.labSurvey.title'],
];
const DASHBOARD_AREA: [path: string, headingKey: string][] = [
  ['/dashboard', 'benchmark.title'],
  ['/dashboard/pdf-report', 'pages.pdfReport.title'],
  ['/dashboard/quality', 'benchmark.pageTitle.quality'],
  ['/dashboard/speed', 'benchmark.pageTitle.speed'],
  ['/dashboard/cost', 'benchmark.pageTitle.cost'],
  ['/newdashboard', 'benchmark.title'],
  ['/survey/dashboard', 'benchmark.title'],
];

/** Opens each page and expects to stay on it. */
async function visitAll(page: Page, pages: readonly (readonly [path: string, headingKey: string])[]) {
  for (const [i, [path, headingKey]] of pages.entries()) {
    await test.step(path, async () => {
      await visit(page, path, i === 0);
      await expectPage(page, path, headingKey);
      // The footer is hidden on any address containing /survey (§2 Footer).
      await expect(page.getByRole('contentinfo')).toHaveCount(path.includes('/survey') ? 0 : 1);
    });
  }
}

test.describe('guards: lab user', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.lab.email);
  });

  test('signing in at /login lands in the survey area; the header link Benchmarking leads there', async ({ page }) => {
    await expectPage(page, '/survey', 'pages.survey.title');
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    await header(page)
      .getByRole('link', { name: exactly(t('header.benchmarking')) })
      .click();
    await expectPage(page, '/survey', 'pages.survey.title');
  });

  for (const [area, pages] of [
    ['survey', SURVEY_AREA],
    ['dashboard', DASHBOARD_AREA],
  ] as const) {
    test(`passes into every page of the ${area} area`, async ({ page }) => {
      await visitAll(page, pages);
    });
  }

  test('passes the pages that only need a signed-in user', async ({ page }) => {
    for (const [path, headingKey] of [
      ['/complete-profile', 'pages.myProfile.title'],
      ['/view-profile', 'pages.viewProfile.title'],
      ['/change-password', 'pages.changePassword.title'],
    ] as const) {
      await navigateInApp(page, path);
      await expectPage(page, path, headingKey);
    }
  });

  test(`is refused from ${ADMIN} and ${VALIDATE}: sent to /home, on a page load and in the app`, async ({ page }) => {
    await page.goto(ADMIN);
    await expectPage(page, '/home', 'pages.home.title');
    await page.goto(VALIDATE);
    await expectPage(page, '/home', 'pages.home.title');
    await navigateInApp(page, '/survey');
    await expectPage(page, '/survey', 'pages.survey.title');
    await navigateInApp(page, ADMIN);
    await expectPage(page, '/home', 'pages.home.title');
  });
});

test.describe('guards: lab user without a lab code', () => {
  test('signing in ends on registration; the survey and dashboard area sends to /registration', async ({ page }) => {
    await signIn(page, DEMO.nolab.email);
    await expectPage(page, '/registration', 'pages.registration.title');
    for (const [i, path] of ['/survey', '/survey/core_lab', '/dashboard', '/dashboard/quality'].entries()) {
      await visit(page, path, i === 0);
      await expectPage(page, '/registration', 'pages.registration.title');
    }
  });

  test('still reaches the pages that only need a signed-in user', async ({ page }) => {
    await signIn(page, DEMO.nolab.email);
    await page.goto('/complete-profile');
    await expectPage(page, '/complete-profile', 'pages.completeProfile.title');
  });
});

test.describe('guards: internal staff user', () => {
  test(`signing in lands in the staff admin area; passes ${ADMIN} and ${VALIDATE}`, async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    await expectPage(page, ADMIN, 'staff.home.title');
    await page.goto(ADMIN);
    await expectPage(page, ADMIN, 'staff.home.title');
    await page.goto(VALIDATE);
    await expectPage(page, VALIDATE, 'pages.validation.title');
  });

  test('sees the staff menu and Sign Out, and no account menu', async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    await page.goto('/home');
    const banner = header(page);
    await expect(banner.getByRole('button', { name: exactly(t('header.staffAdmin')) })).toBeVisible();
    await expect(banner.getByRole('link', { name: exactly(t('header.benchmarking')) })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: exactly(t('header.signOut')) })).toBeVisible();
    await expect(profileMenuButton(page, 'Sam Staff')).toHaveCount(0);
    await expect(banner.getByRole('link', { name: exactly(t('header.login')) })).toHaveCount(0);
  });

  test(`is not a lab user: the survey area sends to ${ADMIN}, not to registration`, async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    for (const [i, path] of ['/survey', '/survey/core_lab'].entries()) {
      await visit(page, path, i === 0);
      await expectPage(page, ADMIN, 'staff.home.title');
      await expect(page.getByText(t('pages.registration.title'))).toHaveCount(0);
    }
  });

  test('enters the dashboards to pick a lab to view as (§2 view-as-lab banner)', async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    for (const [i, path] of ['/dashboard', '/dashboard/quality'].entries()) {
      await visit(page, path, i === 0);
      await expectPage(page, path, 'benchmark.labPicker.title');
    }
  });
});

test.describe('guards: content reader', () => {
  test('is sent from the survey and dashboard area to /full-site-access-registration', async ({ page }) => {
    await signIn(page, DEMO.reader.email);
    await expectPage(page, '/full-site-access-registration', 'pages.fullSiteAccessRegistration.title');
    for (const [i, path] of ['/survey', '/survey/core_lab', '/dashboard', '/dashboard/cost'].entries()) {
      await visit(page, path, i === 0);
      await expectPage(page, '/full-site-access-registration', 'pages.fullSiteAccessRegistration.title');
    }
  });

  test(`is refused from ${ADMIN}`, async ({ page }) => {
    await signIn(page, DEMO.reader.email);
    await page.goto(ADMIN);
    await expectPage(page, '/home', 'pages.home.title');
  });
});

test.describe('permission LT: the translate toggle', () => {
  test('is offered to the translator, but not on the PDF report page', async ({ page }) => {
    await signIn(page, DEMO.translator.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    const toggle = header(page).getByRole('switch', { name: exactly(t('header.translateToggle')) });
    await expect(toggle).toBeVisible();
    await page.goto('/dashboard/pdf-report');
    await expectPage(page, '/dashboard/pdf-report', 'pages.pdfReport.title');
    await expect(toggle).toHaveCount(0);
  });

  test('is not offered to a lab user without LT', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    await expect(header(page).getByRole('switch')).toHaveCount(0);
  });
});

test.describe('guards: /change-password', () => {
  test('a forced password change lands on /change-password, which stays allowed', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.mustchange.email);
    await expectPage(page, '/change-password', 'pages.changePassword.title');
    await page.reload();
    await expectPage(page, '/change-password', 'pages.changePassword.title');
    // Not signed in: the rest of the site still treats the user as a visitor.
    await page.goto('/survey');
    await expectPath(page, loginRedirect('/survey', 'lab'));
  });

  test('an expired password lands on /change-password', async ({ page }) => {
    await signIn(page, DEMO.expired.email);
    await expectPage(page, '/change-password', 'pages.changePassword.title');
  });

  test('an unverified e-mail lands on /change-password', async ({ page }) => {
    await signIn(page, DEMO.unverified.email);
    await expectPage(page, '/change-password', 'pages.changePassword.title');
  });

  test('signed out with no pending change, /change-password goes to /login', async ({ page }) => {
    await page.goto('/change-password');
    await expectPage(page, '/login', 'login.title');
  });
});

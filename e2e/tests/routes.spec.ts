import type { Page } from '@playwright/test';
import { COMPANY_SLUG } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, pageHeading, visit } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The route table of §2, row by row, as a signed-out visitor meets it (one test per row; a row with
 * several addresses visits each of them). Guards for signed-in users: guards.spec.ts.
 */

/** Opens each address and expects its own page: same address, its heading, the header. */
async function expectOpenPages(page: Page, rows: [path: string, headingKey: string][]) {
  for (const [i, [path, headingKey]] of rows.entries()) {
    await test.step(path, async () => {
      await visit(page, path, i === 0);
      await expectPage(page, path, headingKey);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
}

test.describe('route table: pages open to everyone', () => {
  test('/home is the home page; /home/:token the email verification page', async ({ page }) => {
    await expectOpenPages(page, [
      ['/home', 'pages.home.title'],
      ['/home/verify-token-123', 'pages.emailVerification.title'],
    ]);
  });

  test('/login is the sign-in page; regfor=lab makes it the lab sign-in', async ({ page }) => {
    await expectOpenPages(page, [['/login', 'login.title']]);
    await expect(page.getByText(t('login.subtitle'))).toBeVisible();
    await expectOpenPages(page, [['/login?regfor=lab', 'login.title']]);
    await expect(page.getByText(t('login.labSubtitle'))).toBeVisible();
    await expect(page.getByText(t('login.subtitle'))).toHaveCount(0);
  });

  test('/registration, with or without regfor, and /registration/thankYou', async ({ page }) => {
    await expectOpenPages(page, [
      ['/registration', 'pages.registration.title'],
      ['/registration?regfor=lab', 'pages.registration.title'],
      ['/registration/thankYou?content_reader_update=true', 'pages.registrationThankYou.title'],
    ]);
  });

  test('the password recovery screens', async ({ page }) => {
    await expectOpenPages(page, [
      ['/forgot-password', 'pages.forgotPassword.title'],
      ['/forgot-password-success', 'pages.forgotPasswordSuccess.title'],
      ['/successfull-reset', 'pages.successfulReset.title'],
      ['/confirm-password/emailed-token-456', 'pages.confirmPassword.title'],
    ]);
  });

  test('the static pages /privacy, /termsofuse, /impressum', async ({ page }) => {
    await expectOpenPages(page, [
      ['/privacy', 'pages.privacy.title'],
      ['/termsofuse', 'pages.termsOfUse.title'],
      ['/impressum', 'pages.impressum.title'],
    ]);
  });

  test('/insightschina/:survey_category/:id, the China lab entry, sends APAC visitors home (§4)', async ({ page }) => {
    await page.goto('/insightschina/core_lab/REVNTy1DTC0wMDE');
    await expectPage(page, '/home', 'pages.home.title');
  });
});

test.describe('route table: redirects', () => {
  test('the empty path goes to /home', async ({ page }) => {
    await page.goto('/');
    await expectPage(page, '/home', 'pages.home.title');
    await expectPath(page, '/home', true);
  });

  test('/content-viewing-registration goes to /registration', async ({ page }) => {
    await page.goto('/content-viewing-registration');
    await expectPage(page, '/registration', 'pages.registration.title');
  });

  test('any other path goes to /home', async ({ page }) => {
    for (const [i, path] of ['/no-such-page', '/some/deep/unknown/path?x=1', '/surveys', '/portal-admins'].entries()) {
      await test.step(path, async () => {
        await visit(page, path, i === 0);
        await expectPage(page, '/home', 'pages.home.title');
      });
    }
  });

  test('/home?forceLogin=1 asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/home?forceLogin=1');
    await expectPage(page, loginRedirect('/home'), 'login.title');
  });

  test('Back after a redirect does not land on the guarded address again', async ({ page }) => {
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    await page.goto('/survey');
    await expectPath(page, loginRedirect('/survey', 'lab'));
    await page.goBack();
    await expectPage(page, '/home', 'pages.home.title');
  });
});

test.describe('route table: pages that need a signed-in user send visitors to login', () => {
  /** Guard 1 with regFor lab: the lab sign-in, remembering the address. */
  async function expectLabSignIn(page: Page, paths: string[]) {
    for (const [i, path] of paths.entries()) {
      await test.step(path, async () => {
        await visit(page, path, i === 0);
        await expectPage(page, loginRedirect(path, 'lab'), 'login.title');
        await expect(page.getByText(t('login.labSubtitle'))).toBeVisible();
      });
    }
  }

  test('/survey and /survey/:category_name_code go to lab sign-in', async ({ page }) => {
    await expectLabSignIn(page, [
      '/survey',
      '/survey/core_lab',
      '/survey/molecular_diagnostic_lab',
      '/survey/histopathlogy_lab',
      '/survey/blood_bank',
    ]);
  });

  test('/labcode/:survey_category/:id goes to lab sign-in', async ({ page }) => {
    await expectLabSignIn(page, ['/labcode/CL/REVNTy1DTC0wMDE']);
  });

  test('/dashboard and its related pages go to lab sign-in', async ({ page }) => {
    await expectLabSignIn(page, [
      '/dashboard',
      '/dashboard/pdf-report',
      '/dashboard/quality',
      '/dashboard/speed',
      '/dashboard/cost',
      '/newdashboard',
      '/survey/dashboard',
      '/dashboard/core_lab_tender',
      '/dashboard/molecular_diagnostic_lab',
      '/dashboard/histopathlogy_lab',
      '/dashboard/blood_bank',
      // A report page without a printer's grant is a signed-in user's own report.
      '/report/core_lab?sections=management',
    ]);
  });

  test('the query of the page asked for travels to login', async ({ page }) => {
    await page.goto('/dashboard/quality?lab=2&tab=turnaround');
    await expectPage(page, loginRedirect('/dashboard/quality?lab=2&tab=turnaround', 'lab'), 'login.title');
  });

  test('/complete-profile, /view-profile and /full-site-access-registration go to sign-in', async ({ page }) => {
    for (const [i, path] of ['/complete-profile', '/view-profile', '/full-site-access-registration'].entries()) {
      await test.step(path, async () => {
        await visit(page, path, i === 0);
        await expectPage(page, loginRedirect(path), 'login.title');
      });
    }
  });

  test(`/{company}-admin and /{company}-validate (${COMPANY_SLUG}) go to sign-in`, async ({ page }) => {
    for (const [i, path] of [`/${COMPANY_SLUG}-admin`, `/${COMPANY_SLUG}-validate`].entries()) {
      await test.step(path, async () => {
        await visit(page, path, i === 0);
        await expectPage(page, loginRedirect(path), 'login.title');
      });
    }
  });

  test('/change-password without a pending change goes to /login', async ({ page }) => {
    await page.goto('/change-password');
    await expectPage(page, '/login', 'login.title');
  });
});

test.describe('route table: report pages stand alone', () => {
  test('any address starting with /report has no header and no footer', async ({ page }) => {
    for (const [i, path] of ['/report', '/report/summary/page-2?lab=DEMO-CL-001', '/reports-2025'].entries()) {
      await test.step(path, async () => {
        await visit(page, path, i === 0);
        await expectPage(page, path, 'pages.report.title');
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      });
    }
  });

  test('other pages have header and footer', async ({ page }) => {
    await page.goto('/privacy');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('route table: register/{labId} and searchLabs', () => {
  test('register/{labId} opens searchLabs, which survives a reload', async ({ page }) => {
    await page.goto('/register/LAB-42');
    await expectPage(page, '/searchLabs', 'admin.pages.searchLabs.title');
    await page.reload();
    await expectPage(page, '/searchLabs', 'admin.pages.searchLabs.title');
  });

  test('searchLabs is refused without coming from register/{labId}', async ({ page }) => {
    await page.goto('/searchLabs');
    await expectPage(page, '/home', 'pages.home.title');
  });

  test('any other navigation takes the searchLabs permission away', async ({ page }) => {
    await page.goto('/register/LAB-42');
    await expectPage(page, '/searchLabs', 'admin.pages.searchLabs.title');
    // An in-app navigation (the header's sign-up link), then back to searchLabs.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.signUp') })
      .click();
    await expectPage(page, '/registration', 'pages.registration.title');
    await page.goto('/searchLabs');
    await expectPage(page, '/home', 'pages.home.title');
  });
});

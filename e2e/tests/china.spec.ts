import type { Page } from '@playwright/test';
import { header, storedAuthRecord, submitLogin } from '../support/auth.ts';
import { TEST_OIDC_LOGIN_FORM } from '../../apps/server/src/test/oidc-provider.ts';
import { OIDC_ACCOUNTS } from '../support/oidc-server.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { demoTitle } from '../support/demo-content.ts';
import { exactly, inAnyLanguage, t } from '../support/i18n.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The China site (server with SITE_LOCATION=china on its own port, project "china"): no login or sign-up
 * in the header, the country is always CN, the lab-code guard does not apply. It opens in Simplified Chinese.
 */

const LANG = 'zhcn';
const zh = (key: string, vars: Record<string, string> = {}) => t(key, vars, LANG);

async function storedCountry(page: Page) {
  return page.evaluate(() => localStorage.getItem('country'));
}

test.describe('China site', () => {
  test('opens in Simplified Chinese with country CN', async ({ page }) => {
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title', LANG);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(header(page).getByRole('button', { name: zh('header.languageSelector') })).toContainText('CN');
    // Nothing but CN is ever stored here (§4 "Country storage").
    expect([null, 'CN']).toContain(await storedCountry(page));
  });

  test('the header offers no login and no sign-up; the home page leads to the China login', async ({ page }) => {
    await page.goto('/home');
    await expect(pageHeading(page)).toBeVisible();
    const banner = header(page);
    await expect(banner.getByRole('link', { name: exactly(zh('header.benchmarking')) })).toBeVisible();
    await expect(banner.getByRole('link', { name: inAnyLanguage('header.login') })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: inAnyLanguage('header.signUp') })).toHaveCount(0);
    // Anonymous visitors still get the footer (hidden only for external users here), which speaks of China.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(zh('footer.headerTextChina'))).toBeVisible();
    await expect(footer.getByText(zh('footer.headerText'))).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: exactly(zh('pages.home.register')) })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: exactly(zh('pages.home.signIn')) })
      .click();
    await expectPage(page, '/login', 'login.china.title', LANG);
  });

  test('the country stays CN whatever the address asks for', async ({ page }) => {
    await page.goto('/JP_ja/home?x=1');
    await expectPath(page, '/home?x=1');
    await expect(pageHeading(page)).toBeVisible();
    expect(await storedCountry(page)).toBe('CN');
    const selector = header(page).getByRole('button', { name: inAnyLanguage('header.languageSelector') });
    await expect(selector).toContainText('CN');
    await expect(selector).not.toContainText('JP');

    await page.evaluate(() => localStorage.setItem('country', 'JP'));
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await expect(selector).toContainText('CN');
  });

  test('the language panel offers only China, in Simplified Chinese and English', async ({ page }) => {
    await page.goto('/home');
    await header(page)
      .getByRole('button', { name: zh('header.languageSelector') })
      .click();
    const panel = page.getByRole('dialog', { name: zh('languagePanel.title') });
    await expect(panel).toBeVisible();
    const china = zh('countries.CN');
    await expect(
      panel.getByRole('button', {
        name: zh('languagePanel.countryLanguage', { country: china, language: '简体中文' }),
      }),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', { name: zh('languagePanel.countryLanguage', { country: china, language: 'English' }) }),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', {
        name: zh('languagePanel.countryLanguage', { country: zh('countries.JP'), language: '日本語' }),
      }),
    ).toHaveCount(0);

    await panel
      .getByRole('button', { name: zh('languagePanel.countryLanguage', { country: china, language: 'English' }) })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(pageHeading(page)).toHaveText(exactly(t('pages.home.title')));
    expect(await storedCountry(page)).toBe('CN');
  });

  test('a lab user signing in on the login address lands on the survey area, as on the APAC site', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.lab.email, DEMO_PASSWORD, LANG);
    await expectPage(page, '/survey', 'pages.survey.title', LANG);
  });

  test("an anonymous visitor signs on from the footer's single sign-on dialog, in the same window", async ({
    page,
  }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: exactly(zh('login.chinaSso.button')) }).click();
    const dialog = page.getByRole('dialog', { name: zh('login.chinaSso.title') });
    await expect(dialog.getByText(zh('login.chinaSso.text'))).toBeVisible();
    await dialog.getByRole('button', { name: exactly(zh('login.continueWithSso')) }).click();

    // The provider's page, in this window (no pop-up on the China site).
    const form = page.getByRole('form', { name: TEST_OIDC_LOGIN_FORM.label });
    await form.getByRole('combobox').selectOption(OIDC_ACCOUNTS.chinaPartner.sub);
    // The sign-in with the provider's token held back a moment, so the spinner's China text can be seen (§2 Other):
    // 4 s, as a loaded machine once drew the returning page's spinner too late to see it within 1.5 s.
    await page.route(/\/api\?request=validateUser(?:&|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await form.getByRole('button', { name: exactly(TEST_OIDC_LOGIN_FORM.submit) }).click();
    const spinner = page.getByRole('progressbar', { name: zh('common.loading') });
    await expect(spinner.getByText(zh('login.completing'))).toBeVisible();
    await expect(spinner).toHaveAccessibleDescription(zh('login.completing'));

    // Back on the China site, signed in, away from the login address, on the default page as on APAC (issue 18).
    await expectPage(page, '/survey', 'pages.survey.title', LANG);
    await expect
      .poll(async () => ((await storedAuthRecord(page))?.session as { user?: { email?: string } } | null)?.user?.email)
      .toBe(OIDC_ACCOUNTS.chinaPartner.email);
    await expect(footer.getByRole('button', { name: exactly(zh('login.chinaSso.button')) })).toHaveCount(0);
  });

  test('a user without a lab code passes the survey area (no lab-code guard)', async ({ page }) => {
    await page.goto('/survey');
    await expectPath(page, '/login?regfor=lab&destination=%2Fsurvey');
    await submitLogin(page, DEMO.nolab.email, DEMO_PASSWORD, LANG);
    await expectPage(page, '/survey', 'pages.survey.title', LANG);
    // Past the guards, a user without a lab is told there is no dashboard yet and how to get one.
    await page.goto('/dashboard');
    await expectPage(page, '/dashboard', 'benchmark.none.title', LANG);
    // On the China site the footer is hidden for external users (§2 Footer).
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the China lab entry opens the lab’s survey from its base64 lab code; a malformed code gets a clear page', async ({
    page,
  }) => {
    // The tender survey: the demo lab's core lab survey of this round is validated, so its entry leads to the dashboard.
    await page.goto('/insightschina/core_lab_tender/REVNTy1DTC0wMDE');
    await expectPage(page, '/insightschina/core_lab_tender/REVNTy1DTC0wMDE', 'pages.labSurvey.title', LANG);
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Demo Hospital Laboratory');
    const frame = page.frameLocator(`iframe[title="${zh('survey.frameTitle')}"]`);
    await expect(frame.locator('input[type="number"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('iframe')).toHaveAttribute('src', /Q_Language=ZH-S/);

    await page.goto('/insightschina/core_lab/not*base64');
    await expect(page.getByText(zh('survey.entry.badLink'))).toBeVisible();
  });
});

test.describe('China site, the first screen from the server (D182, D184)', () => {
  // A first-time visitor: nothing stored, not even an answer to the cookie notice.
  test.use({ acceptedCookies: false });

  for (const [address, key] of [
    ['/home', 'pages.home.title'],
    ['/privacy', null],
  ] as const) {
    test(`${address} comes drawn in Simplified Chinese and the app takes it over without an error`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(address);
      // Drawn by the server for China: the app's own drawing would carry no such mark.
      await expect(page.locator('#root')).toHaveAttribute('data-first-screen');
      await expect(page.locator('meta[name="first-screen"]')).toHaveAttribute('content', 'CN zhcn');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      if (key) await expectPage(page, address, key, LANG);
      else await expect(pageHeading(page)).toHaveText(exactly(demoTitle('privacy', LANG)));
      // The China site's footer, which speaks of China.
      await expect(page.getByRole('contentinfo')).toContainText(zh('footer.headerTextChina'));
      expect(errors).toEqual([]);
    });
  }
});

test.describe('China site, first visit from a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('still opens for China in Simplified Chinese', async ({ page }) => {
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title', LANG);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect([null, 'CN']).toContain(await storedCountry(page));
  });
});

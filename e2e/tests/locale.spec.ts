import type { Page } from '@playwright/test';
import { header } from '../support/auth.ts';
import { CHINA_PORT } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** The country_language prefix, `switchTo` and the language/country panel (§2, §4). */

async function storedLocale(page: Page) {
  return page.evaluate(() => ({
    language: localStorage.getItem('language'),
    country: localStorage.getItem('country'),
  }));
}

test.describe('country_language in the address', () => {
  test('/JP_ja/home?x=1&switchTo=JP_ja ends at /home?x=1 in Japanese', async ({ page }) => {
    await page.goto('/JP_ja/home?x=1&switchTo=JP_ja');
    await expectPage(page, '/home?x=1', 'pages.home.title', 'ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await storedLocale(page)).toEqual({ language: 'ja', country: 'JP' });
    await expect(header(page).getByRole('button', { name: t('header.languageSelector', {}, 'ja') })).toContainText(
      'JP',
    );
  });

  test('a prefix in front of another page keeps that page and its query', async ({ page }) => {
    await page.goto('/JP_ja/login?regfor=lab');
    await expectPage(page, '/login?regfor=lab', 'login.title', 'ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('switchTo alone on a path selects the language and leaves the address', async ({ page }) => {
    await page.goto('/login?switchTo=JP_ja&regfor=lab');
    await expectPage(page, '/login?regfor=lab', 'login.title', 'ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await storedLocale(page)).toEqual({ language: 'ja', country: 'JP' });
  });

  test('the WWB code selects Worldwide in English', async ({ page }) => {
    await page.goto('/JP_ja/home');
    await expectPage(page, '/home', 'pages.home.title', 'ja');
    await page.goto('/WWB_en/privacy');
    await expectPage(page, '/privacy', 'pages.privacy.title');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storedLocale(page)).toEqual({ language: 'en', country: 'WWB' });
  });

  test('a prefix in front of a guarded page: the guard still applies, in the chosen language', async ({ page }) => {
    await page.goto('/JP_ja/survey?tab=2');
    await expectPage(page, loginRedirect('/survey?tab=2', 'lab'), 'login.title', 'ja');
    await expect(page.getByText(t('login.labSubtitle', {}, 'ja'))).toBeVisible();
  });

  test('an unknown switchTo value is dropped from the address and changes nothing', async ({ page }) => {
    await page.goto('/privacy?switchTo=XX_zz&y=2');
    await expectPage(page, '/privacy?y=2', 'pages.privacy.title');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a prefix keeps the fragment of the address', async ({ page }) => {
    await page.goto('/JP_ja/privacy#section-2');
    await expectPage(page, '/privacy', 'pages.privacy.title', 'ja');
    expect(new URL(page.url()).hash).toBe('#section-2');
  });

  test('a path segment that is not a country_language code is an unknown path', async ({ page }) => {
    await page.goto('/XX_zz/home');
    await expectPage(page, '/home', 'pages.home.title');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('language and country panel', () => {
  test('China · 简体中文 leads to the China site, which shows CN · 简体中文', async ({ page }) => {
    await page.goto('/login?regfor=lab');
    await expect(pageHeading(page)).toBeVisible();
    await header(page)
      .getByRole('button', { name: t('header.languageSelector') })
      .click();
    await page
      .getByRole('dialog', { name: t('languagePanel.title') })
      .getByRole('button', {
        name: t('languagePanel.countryLanguage', { country: t('countries.CN'), language: '简体中文' }),
      })
      .click();

    // The same page on the China site (playwright.config.ts: CHINA_SITE_URL of the APAC server).
    await page.waitForURL((url) => url.port === String(CHINA_PORT));
    await expectPage(page, '/login?regfor=lab', 'login.china.title', 'zhcn');
    const selector = header(page).getByRole('button', { name: t('header.languageSelector', {}, 'zhcn') });
    await expect(selector).toContainText('CN');
    await expect(selector).toContainText('简体中文');
    await expect(selector).not.toContainText('WWB');
  });

  test('switching to Japanese changes the texts, and the choice survives a reload', async ({ page }) => {
    await page.goto('/home?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const heading = pageHeading(page);
    await expect(heading).toHaveText(exactly(t('pages.home.title')));
    const before = (await heading.textContent())?.trim();

    await header(page)
      .getByRole('button', { name: t('header.languageSelector') })
      .click();
    const panel = page.getByRole('dialog', { name: t('languagePanel.title') });
    await expect(panel).toBeVisible();
    await panel
      .getByRole('button', {
        name: t('languagePanel.countryLanguage', { country: t('countries.JP'), language: '日本語' }),
      })
      .click();

    await expect(panel).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(heading).toHaveText(exactly(t('pages.home.title', {}, 'ja')));
    const after = (await heading.textContent())?.trim();
    expect(after).not.toBe(before);
    // Same page, same query: the COUNTRY_language address is taken out again.
    await expectPath(page, '/home?x=1');
    await expect(header(page).getByRole('link', { name: exactly(t('header.login', {}, 'ja')) })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(heading).toHaveText(exactly(t('pages.home.title', {}, 'ja')));
    expect(await storedLocale(page)).toEqual({ language: 'ja', country: 'JP' });
  });

  test('the panel lists the current country languages first and switches back to English', async ({ page }) => {
    await page.goto('/JP_ja/home');
    await expectPage(page, '/home', 'pages.home.title', 'ja');

    await header(page)
      .getByRole('button', { name: t('header.languageSelector', {}, 'ja') })
      .click();
    const panel = page.getByRole('dialog', { name: t('languagePanel.title', {}, 'ja') });
    const current = panel.getByRole('region', {
      name: t('languagePanel.currentCountry', { country: t('countries.JP', {}, 'ja') }, 'ja'),
    });
    await expect(current.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    await current.getByRole('button', { name: 'English' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(pageHeading(page)).toHaveText(exactly(t('pages.home.title')));
    expect(await storedLocale(page)).toEqual({ language: 'en', country: 'JP' });
  });

  test('the letter filter narrows the country list', async ({ page }) => {
    await page.goto('/home');
    await header(page)
      .getByRole('button', { name: t('header.languageSelector') })
      .click();
    const panel = page.getByRole('dialog', { name: t('languagePanel.title') });
    const japanese = panel.getByRole('button', {
      name: t('languagePanel.countryLanguage', { country: t('countries.JP'), language: '日本語' }),
    });
    const thai = panel.getByRole('button', {
      name: t('languagePanel.countryLanguage', { country: t('countries.TH'), language: 'ไทย' }),
    });
    await expect(japanese).toBeVisible();
    await expect(thai).toBeVisible();

    const filter = panel.getByRole('group', { name: t('languagePanel.filterLabel') });
    await filter.getByRole('button', { name: 'J–M', exact: true }).click();
    await expect(japanese).toBeVisible();
    await expect(thai).toHaveCount(0);

    await filter.getByRole('button', { name: t('languagePanel.clearFilter') }).click();
    await expect(thai).toBeVisible();
  });
});

test.describe('first visit: the country is detected from the browser', () => {
  test.use({ locale: 'ja-JP' });

  test('a Japanese browser opens the site for Japan in Japanese', async ({ page }) => {
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title', 'ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await storedLocale(page)).toEqual({ language: 'ja', country: 'JP' });
  });

  test('a choice in the address wins over the detected country', async ({ page }) => {
    await page.goto('/WWB_en/home');
    await expectPage(page, '/home', 'pages.home.title');
    expect(await storedLocale(page)).toEqual({ language: 'en', country: 'WWB' });
  });
});

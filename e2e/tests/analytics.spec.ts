import type { Page } from '@playwright/test';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Cookie consent with preferences (§2 Footer, §3 Browser storage, §4 Cookie notice) and the analytics data layer
 * (§4 Navigation, §7 Analytics): strictly necessary storage is always on, analytics is off until the visitor
 * chooses it, and only then does each completed navigation push `content-view` to `window.dataLayer`.
 */

test.use({ acceptedCookies: false });

/** Screenshots of the notice and the panel, looked at by hand. */
const SHOTS = '/tmp/shots-site-behaviour';

const notice = (page: Page) => page.getByRole('region', { name: t('footer.cookieNotice.label') });
const panel = (page: Page) => page.getByRole('dialog', { name: t('footer.cookiePanel.title') });
const analyticsSwitch = (page: Page) =>
  panel(page).getByRole('switch', { name: t('footer.cookiePanel.analyticsTitle') });
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null);
const stored = (page: Page) =>
  page.evaluate(() => ({
    answered: localStorage.getItem('is_cookie_notice_accepted'),
    preferences: localStorage.getItem('cookie_preferences'),
  }));

/** A click on the footer's About us, an in-app navigation. */
async function goToAboutUs(page: Page) {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: exactly(t('footer.aboutUs')) })
    .click();
  await expectPath(page, '/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t('pages.home.title'));
}

/** The data layer once the page's effects have run: pushes come right after the page is drawn. */
async function settledDataLayer(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return dataLayer(page);
}

test('before an answer and with necessary only, nothing reaches the data layer', async ({ page }) => {
  await page.goto('/home');
  await expect(notice(page)).toBeVisible();
  await goToAboutUs(page);
  expect(await settledDataLayer(page)).toBeNull();

  await notice(page)
    .getByRole('button', { name: exactly(t('footer.cookieNotice.necessaryOnly')) })
    .click();
  await expect(notice(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({ answered: '1', preferences: '{"analytics":false}' });
  await page.goto('/home');
  await goToAboutUs(page);
  expect(await settledDataLayer(page)).toBeNull();
  await expect(notice(page)).toHaveCount(0);
});

test('analytics chosen in the panel: the page shown and every navigation after it are logged', async ({ page }) => {
  await page.goto('/home');
  await notice(page)
    .getByRole('button', { name: exactly(t('footer.cookiePreferences')) })
    .click();
  await expect(panel(page)).toBeVisible();
  const necessary = panel(page).getByRole('switch', { name: t('footer.cookiePanel.necessaryTitle') });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(analyticsSwitch(page)).not.toBeChecked();
  await expect(panel(page).getByText(t('footer.cookiePanel.pendingStatus'))).toBeVisible();
  expect(await settledDataLayer(page)).toBeNull();

  await analyticsSwitch(page).check();
  await panel(page)
    .getByRole('button', { name: exactly(t('footer.cookiePanel.save')) })
    .click();
  await expect(panel(page)).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  expect(await stored(page)).toEqual({ answered: '1', preferences: '{"analytics":true}' });
  expect(await settledDataLayer(page)).toEqual([{ event: 'content-view', pageName: '/home' }]);

  await goToAboutUs(page);
  expect(await settledDataLayer(page)).toEqual([
    { event: 'content-view', pageName: '/home' },
    { event: 'content-view', pageName: '/aboutus' },
  ]);

  // Kept: the next visit logs from its first page on, and shows no notice.
  await page.goto('/get-inspired/contributors');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await settledDataLayer(page)).toEqual([{ event: 'content-view', pageName: '/get-inspired/contributors' }]);
  await expect(notice(page)).toHaveCount(0);
});

test('a page address with a token is logged by its route, without the token', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('is_cookie_notice_accepted', '1');
    localStorage.setItem('cookie_preferences', '{"analytics":true}');
  });
  await page.goto('/reset-password/secret-token-123');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = ((await dataLayer(page)) ?? []).map((entry) => JSON.stringify(entry));
  expect(names.join()).not.toContain('secret-token-123');
  expect(names.length).toBeGreaterThan(0);
});

test('the choice is changed later from the footer link: analytics off stops the logging', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('is_cookie_notice_accepted', '1');
    localStorage.setItem('cookie_preferences', '{"analytics":true}');
  });
  await page.goto('/home');
  await expectPage(page, '/home', 'pages.home.title');
  await expect(notice(page)).toHaveCount(0);
  expect(await settledDataLayer(page)).toEqual([{ event: 'content-view', pageName: '/home' }]);

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: exactly(t('footer.cookiePreferences')) })
    .click();
  await expect(panel(page).getByText(t('footer.cookiePanel.acceptedStatus'))).toBeVisible();
  await expect(analyticsSwitch(page)).toBeChecked();
  await analyticsSwitch(page).uncheck();
  await panel(page)
    .getByRole('button', { name: exactly(t('footer.cookiePanel.save')) })
    .click();
  expect(await stored(page)).toEqual({ answered: '1', preferences: '{"analytics":false}' });

  await goToAboutUs(page);
  expect(await settledDataLayer(page)).toEqual([{ event: 'content-view', pageName: '/home' }]);
});

test('the panel is a modal at z-index 1050 (§9), in Thai, on a phone and on a desktop', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/TH_th/home');
    const bar = page.getByRole('region', { name: t('footer.cookieNotice.label', {}, 'th') });
    await expect(bar).toBeVisible();
    await expect(bar.getByText(t('footer.cookieNotice.message', {}, 'th'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cookie-notice-th-${width}.png` });
    await bar.getByRole('button', { name: exactly(t('footer.cookiePreferences', {}, 'th')) }).click();
    const dialog = page.getByRole('dialog', { name: t('footer.cookiePanel.title', {}, 'th') });
    await expect(dialog.getByRole('switch', { name: t('footer.cookiePanel.analyticsTitle', {}, 'th') })).toBeVisible();
    const zIndex = await dialog.evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return getComputedStyle(node).zIndex;
      }
      return null;
    });
    expect(zIndex).toBe('1050');
    await page.screenshot({ path: `${SHOTS}/cookie-panel-th-${width}.png` });
    await dialog.getByRole('button', { name: exactly(t('footer.cookieNotice.accept', {}, 'th')) }).click();
    expect(await stored(page)).toEqual({ answered: '1', preferences: '{"analytics":true}' });
    await page.evaluate(() => localStorage.clear());
  }
});

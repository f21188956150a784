import type { Page } from '@playwright/test';
import { header, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §6 external users on the China site (project "china"): a visitor who arrives from a partner site (`?partner=…`)
 * or through a lab-code entry is external for the rest of the browser session: no footer (§2 Footer), and the
 * header does not offer Thought leadership or About us. Staff are never external. The APAC side is in
 * external-users.spec.ts.
 */

const LANG = 'zhcn';
const zh = (key: string) => t(key, {}, LANG);

async function expectExternalLayout(page: Page) {
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const banner = header(page);
  await expect(banner.getByRole('link', { name: exactly(zh('header.benchmarking')) })).toBeVisible();
  await expect(banner.getByRole('link', { name: exactly(zh('header.thoughtLeadership')) })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: exactly(zh('header.aboutUs')) })).toHaveCount(0);
}

async function expectUsualLayout(page: Page) {
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(header(page).getByRole('link', { name: exactly(zh('header.thoughtLeadership')) })).toBeVisible();
}

test('a visitor from a partner site has no footer and no public-content menu items for the whole visit', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/home?partner=acme-lab-network');
  await expectPage(page, '/home?partner=acme-lab-network', 'pages.home.title', LANG);
  await expectExternalLayout(page);
  await testInfo.attach('china-external-1280', { body: await page.screenshot(), contentType: 'image/png' });

  // Another page, a reload: still the same browser session, still external.
  await page.goto('/privacy');
  await expectExternalLayout(page);
  await page.reload();
  await expectExternalLayout(page);

  // A new browser session without the marker is an ordinary visitor again.
  const other = await browser.newPage();
  try {
    await other.goto(`${testInfo.project.use.baseURL}/home`);
    await expectUsualLayout(other);
  } finally {
    await other.close();
  }
});

test('a lab-code entry marks the visitor: the home page after it has no footer', async ({ page }) => {
  await page.goto('/insightschina/core_lab_tender/REVNTy1DTC0wMDE');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/home');
  await expectExternalLayout(page);
});

test('a marker that is not a plain name marks nobody', async ({ page }) => {
  await page.goto('/home?partner=%3Cscript%3E');
  await expectUsualLayout(page);
});

test('staff arriving by a partner link are not external: footer and their menu stay', async ({ page }) => {
  await page.goto('/login?partner=acme-lab-network');
  await submitLogin(page, DEMO.staff.email, undefined, LANG);
  await expect(header(page).getByRole('link', { name: exactly(zh('header.thoughtLeadership')) })).toBeVisible();
  await page.goto('/home');
  await expectUsualLayout(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the menu drawer of an external visitor offers no public-content items', async ({ page }, testInfo) => {
    await page.goto('/home?partner=acme-lab-network');
    await expect(pageHeading(page)).toBeVisible();
    await header(page)
      .getByRole('button', { name: exactly(zh('header.openMenu')) })
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: exactly(zh('header.benchmarking')) })).toBeVisible();
    await expect(drawer.getByRole('link', { name: exactly(zh('header.thoughtLeadership')) })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: exactly(zh('header.aboutUs')) })).toHaveCount(0);
    await testInfo.attach('china-external-360-drawer', { body: await page.screenshot(), contentType: 'image/png' });
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

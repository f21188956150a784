import { header } from '../support/auth.ts';
import { exactly, t } from '../support/i18n.ts';
import { pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The test servers have no CONTENT_SITE_URL (docs/decisions.md D30): header and footer offer no link to content,
 * legal or community pages, instead of opening this portal's home page in a new tab.
 */

const CONTENT_LINKS = {
  header: ['header.thoughtLeadership', 'header.aboutUs'],
  footer: [
    'footer.thoughtLeadership',
    'footer.topics',
    'footer.community',
    'footer.benchmarking',
    'footer.aboutUs',
    'footer.contactUs',
    'footer.privacyPolicy',
    'footer.legalStatement',
  ],
};

test('without a content site, header and footer show no content links', async ({ page }) => {
  await page.goto('/home');
  await expect(pageHeading(page)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  for (const key of CONTENT_LINKS.header) {
    await expect(header(page).getByRole('link', { name: exactly(t(key)) })).toHaveCount(0);
  }
  for (const key of CONTENT_LINKS.footer) {
    await expect(footer.getByRole('link', { name: exactly(t(key)) })).toHaveCount(0);
  }
  // No link of the page opens a new tab onto this portal.
  await expect(page.locator('a[target="_blank"]')).toHaveCount(0);
  // What stays: the portal's own pages and the cookie preferences.
  await expect(header(page).getByRole('link', { name: exactly(t('header.benchmarking')) })).toBeVisible();
  await expect(footer.getByRole('button', { name: exactly(t('footer.cookiePreferences')) })).toBeVisible();
});

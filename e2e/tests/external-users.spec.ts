import { header } from '../support/auth.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §6 external users on the APAC site: the partner-site marker marks the browser session as elsewhere, but only the
 * China site hides anything for them (external-users-china.spec.ts), so here footer and menu stay.
 */

test('a visitor from a partner site keeps the footer and the whole menu on the APAC site', async ({ page }) => {
  await page.goto('/home?partner=acme-lab-network');
  await expectPage(page, '/home?partner=acme-lab-network', 'pages.home.title');
  // The session is marked (§6), and nothing on APAC depends on it.
  expect(await page.evaluate(() => sessionStorage.getItem('externalArrival'))).toBe('1');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: exactly(t('footer.privacyPolicy')) })).toBeVisible();
  await expect(header(page).getByRole('link', { name: exactly(t('header.thoughtLeadership')) })).toBeVisible();
  await expect(header(page).getByRole('link', { name: exactly(t('header.aboutUs')) })).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

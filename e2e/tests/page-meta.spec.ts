import type { Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { demoTitle } from '../support/demo-content.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPath } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §3 "per-route meta entries (route, meta_desc) for home, get-inspired/insights, get-inspired/contributors, survey,
 * aboutus" and §4 "on each completed navigation … set canonical URL, update meta description for known routes": the
 * app keeps the head right as a visitor moves between pages without a page load.
 */
const description = (page: Page) => page.locator('head meta[name="description"]');
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

async function expectMeta(page: Page, key: string, path: string, lang: string) {
  await expect(description(page)).toHaveAttribute('content', t(`layout.meta.${key}.description`, {}, lang));
  await expect(page).toHaveTitle(
    new RegExp(t(`layout.meta.${key}.title`, {}, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${path}$`));
}

test('each known route sets its own description, title and canonical address as a Thai visitor moves around', async ({
  page,
}) => {
  await page.goto('/home?switchTo=TH_th');
  await expectMeta(page, 'home', '/home', 'th');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: exactly(t('footer.aboutUs', {}, 'th')) }).click();
  await expectPath(page, '/aboutus');
  await expectMeta(page, 'aboutus', '/aboutus', 'th');

  await footer.getByRole('link', { name: exactly(t('footer.insights', {}, 'th')) }).click();
  await expectPath(page, '/get-inspired/insights');
  await expectMeta(page, 'insights', '/get-inspired/insights', 'th');

  // Contributors are reached from an article that has some.
  await footer.getByRole('link', { name: exactly(t('footer.thoughtLeadership', {}, 'th')) }).click();
  await page.getByRole('link', { name: exactly(demoTitle('why-peer-benchmarking-matters', 'th')) }).click();
  await expectPath(page, '/thought-leadership/why-peer-benchmarking-matters');
  await page.getByRole('link', { name: exactly(t('content.contributors.title', {}, 'th')) }).click();
  await expectPath(page, '/get-inspired/contributors');
  await expectMeta(page, 'contributors', '/get-inspired/contributors', 'th');
});

test('the survey area has its own description for a signed-in lab user', async ({ page }) => {
  await signIn(page, DEMO.lab.email);
  await page.goto('/survey');
  await expectMeta(page, 'survey', '/survey', 'en');
});

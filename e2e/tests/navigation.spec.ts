import type { Page } from '@playwright/test';
import { profileMenuButton, signIn, storedAuthRecord } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { serveContentSite } from '../support/content-site.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** Back and forward force a full reload (§4 Navigation); Sign Out leads to the content site (§2 Profile menu). */

const DANA = `${DEMO.lab.givenName} ${DEMO.lab.familyName}`;

/** Marks the loaded document: a reload forgets the mark, an in-app navigation keeps it. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { loadMark: 'kept' }));
const markOf = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { loadMark?: string }).loadMark ?? null)
    // The page being replaced by its reload.
    .catch(() => 'reloading');

test('in-app links keep the page; back and forward reload it at the right address', async ({ page }) => {
  await page.goto('/home');
  await expectPage(page, '/home', 'pages.home.title');
  await mark(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: exactly(t('footer.aboutUs')) })
    .click();
  await expectPath(page, '/aboutus');
  expect(await markOf(page)).toBe('kept');

  await page.goBack();
  await expectPage(page, '/home', 'pages.home.title');
  await expect.poll(() => markOf(page)).toBeNull();

  await mark(page);
  await page.goForward();
  await expectPath(page, '/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => markOf(page)).toBeNull();
});

test('a signed-in lab user going back from the survey area stays signed in on the page before', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.lab.email);
  await expectPage(page, '/survey', 'pages.survey.title');
  // The survey area has no footer: the header's About us.
  await page
    .getByRole('banner')
    .getByRole('link', { name: exactly(t('header.aboutUs')) })
    .click();
  await expectPath(page, '/aboutus');
  await mark(page);
  await page.goBack();
  await expectPage(page, '/survey', 'pages.survey.title');
  await expect.poll(() => markOf(page)).toBeNull();
  await expect(profileMenuButton(page, DANA)).toBeVisible();
});

test.describe('with a content site', () => {
  /** The portal as a deployment with CONTENT_SITE_URL serves it: the page-boot configuration names the site. */
  test.beforeEach(async ({ page }) => serveContentSite(page));

  test('Sign Out signs out here, then opens the content site with action=signout', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    await profileMenuButton(page, DANA).click();
    const signOut = page.getByRole('menuitem', { name: exactly(t('header.signOut')) });
    const destination = /^http:\/\/content\.test\.example\/\?cc=[A-Z]+&switchTo=[A-Z]+_en&action=signout$/;
    await expect(signOut).toHaveAttribute('href', destination);
    await signOut.click();
    await expect(page).toHaveURL(destination);
    await page.goto('/home');
    expect((await storedAuthRecord(page))?.token ?? null).toBeNull();
  });
});

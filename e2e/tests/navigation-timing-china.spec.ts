import type { Page } from '@playwright/test';
import { submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, pageHeading } from '../support/pages.ts';
import { recordScrollCalls, smoothScrollsToTop } from '../support/scroll-calls.ts';
import { expect, test } from '../support/test.ts';

/**
 * The China site's smooth scroll to the top after sign-in (§4 Navigation, §9 "China scroll-top delay 100 ms"), and
 * its login flag. Playwright's clock stands in for the waits. The site opens in Simplified Chinese.
 */

const LANG = 'zhcn';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Signs the demo lab user in on the China login page with the page's clock standing still from the submit on. */
async function signInWithPausedClock(page: Page) {
  await recordScrollCalls(page);
  await page.clock.install();
  await page.goto('/login');
  await expect(pageHeading(page)).toHaveText(exactly(t('login.china.title', {}, LANG)));
  // A moment ahead: the page's time runs on while the call travels, and the clock cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await submitLogin(page, DEMO.lab.email, undefined, LANG);
  await page.mouse.move(0, 0);
  await expectPage(page, '/survey', 'pages.survey.title', LANG);
}

test('after the sign-in is validated the page scrolls smoothly to the top 100 ms later, not before', async ({
  page,
}) => {
  await signInWithPausedClock(page);
  // The landing page, long and scrolled down (as a visitor would be while it filled).
  await page.evaluate(() => document.body.style.setProperty('min-height', '300vh'));
  await page.evaluate(() => window.scrollTo(0, 400));

  await page.clock.runFor(99);
  expect(await smoothScrollsToTop(page)).toBe(0);
  expect(await scrollY(page)).toBe(400);
  await page.clock.runFor(1);
  expect(await smoothScrollsToTop(page)).toBe(1);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the login flag shows for 6 s on the China site too', async ({ page }) => {
  await signInWithPausedClock(page);
  const flag = page.getByRole('status').filter({ hasText: t('login.signedIn', {}, LANG) });
  await expect(flag).toBeVisible();
  await page.clock.runFor(5_900);
  await expect(flag).toBeVisible();
  await page.clock.runFor(600);
  await expect(flag).toHaveCount(0);
});

import type { Browser, Page } from '@playwright/test';
import { LANGUAGE_IDS } from '@labbench/contract/constants';
import { submitLogin } from '../support/auth.ts';
import { APAC_PORT, CHINA_PORT, DEMO } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { navigateInApp } from '../support/pages.ts';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, settled, trackRequests } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every screen that exists, in every interface language and on the China site, opens without a page error or a
 * console error (issue 7 §4: registration crashed in Chinese on a locale tag `Intl` rejects), each with its own tab
 * title. One browser context per language: the public screens signed out, then the signed-in ones as the demo lab
 * user.
 */

/** Collects what the page reports as broken: uncaught errors and console errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error on ${page.url()}: ${message.text()}`);
  });
  return errors;
}

async function openAll(
  page: Page,
  paths: readonly string[],
  errors: string[],
  lang: string,
  inFlight: () => number,
): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await navigateInApp(page, path);
      await settled(page, inFlight);
      expect(errors).toEqual([]);
      // Every screen names itself in the browser tab, not just the product.
      expect(await page.title()).not.toBe(t('header.productName', {}, lang));
    });
  }
}

interface Visit {
  baseURL: string;
  prefix: string;
  lang: string;
  headers: Record<string, string> | undefined;
}

async function visitEveryScreen(browser: Browser, { baseURL, prefix, lang, headers }: Visit): Promise<void> {
  // Its own context, for the China site's address; the test's client address (support/test.ts) goes with it.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  const page = await context.newPage();
  const errors = watchErrors(page);
  const inFlight = trackRequests(page);
  try {
    // The locale prefix selects the language and leaves the address without it.
    await page.goto(`/${prefix}_${lang}/home`);
    await settled(page, inFlight);
    await openAll(page, PUBLIC_SCREENS, errors, lang, inFlight);

    await navigateInApp(page, '/login');
    await settled(page, inFlight);
    await submitLogin(page, DEMO.lab.email, undefined, lang);
    await page.waitForURL((url) => url.pathname !== '/login');
    await settled(page, inFlight);
    await openAll(page, SIGNED_IN_SCREENS, errors, lang, inFlight);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('every screen opens without an error', () => {
  // About thirty screens a test, two of them with the survey form (its own lazily loaded engine) in a frame.
  test.describe.configure({ timeout: 180_000 });
  for (const lang of LANGUAGE_IDS) {
    test(`in ${lang}`, async ({ browser, extraHTTPHeaders }) => {
      const baseURL = `http://127.0.0.1:${APAC_PORT}`;
      await visitEveryScreen(browser, { baseURL, prefix: 'wwb', lang, headers: extraHTTPHeaders });
    });
  }

  for (const lang of ['zhcn', 'en']) {
    test(`on the China site in ${lang}`, async ({ browser, extraHTTPHeaders }) => {
      const baseURL = `http://127.0.0.1:${CHINA_PORT}`;
      await visitEveryScreen(browser, { baseURL, prefix: 'CN', lang, headers: extraHTTPHeaders });
    });
  }
});

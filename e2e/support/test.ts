import { test as base, expect } from '@playwright/test';

export { expect };

/** Local-storage flag of the cookie notice (§3). */
const COOKIE_NOTICE_KEY = 'is_cookie_notice_accepted';

/**
 * Every test starts as a visitor who already accepted the cookie notice, so the notice bar does not cover
 * the page; the cookie notice itself is tested with `acceptedCookies: false`.
 */
export const test = base.extend<{ acceptedCookies: boolean }>({
  acceptedCookies: [true, { option: true }],
  page: async ({ page, acceptedCookies }, use) => {
    if (acceptedCookies) {
      await page.addInitScript((key) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, '1');
      }, COOKIE_NOTICE_KEY);
    }
    await use(page);
  },
});

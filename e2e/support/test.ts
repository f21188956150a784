import { createHash } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * The client address a test's requests come from, as the portal sees it behind its trusted proxy (the servers run
 * with TRUST_PROXY=127.0.0.1): one per test and attempt, in 10.0.0.0/8. Every test is a visitor of its own, so the
 * per-client throttles (registration, the e-mail check, sign-in) count each test apart as they would count people,
 * instead of adding up the whole run from 127.0.0.1.
 */
function clientAddressOf(testId: string, retry: number): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/** Local-storage flag of the cookie notice (§3). */
const COOKIE_NOTICE_KEY = 'is_cookie_notice_accepted';

/**
 * Every test starts as a visitor who already accepted the cookie notice, so the notice bar does not cover
 * the page; the cookie notice itself is tested with `acceptedCookies: false`.
 */
export const test = base.extend<{ acceptedCookies: boolean }>({
  acceptedCookies: [true, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressOf(testInfo.testId, testInfo.retry) });
  },
  page: async ({ page, acceptedCookies }, use) => {
    if (acceptedCookies) {
      await page.addInitScript((key) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, '1');
      }, COOKIE_NOTICE_KEY);
    }
    await use(page);
  },
});

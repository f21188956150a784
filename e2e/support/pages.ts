import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { exactly, t } from './i18n.ts';

/** The page's one `<h1>`. */
export function pageHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** Path and query of the address shown, e.g. `/login?regfor=lab`. */
export function shownPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Expect timeout of playwright.config.ts, for the waits below. */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Waits inside the page, on every animation frame, until the address is `path` and (when given) the one `<h1>`
 * reads `heading`. Playwright's own assertions back off to polling twice a second; waiting here first lets them
 * pass on their first try, which keeps the suite fast. Never fails by itself: the assertions that follow do.
 */
async function settle(page: Page, path: string, withQuery: boolean, heading: string | null): Promise<void> {
  await page
    .waitForFunction(
      ([p, q, h]) => {
        const shown = q ? `${location.pathname}${location.search}` : location.pathname;
        if (shown !== p) return false;
        if (h === null) return true;
        const headings = document.querySelectorAll('h1');
        return headings.length === 1 && headings[0]!.textContent?.trim() === h;
      },
      [path, withQuery, heading] as const,
      { polling: 'raf', timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => undefined);
}

/**
 * Expects the address to be `path`: the pathname, and the whole query too when `path` has one
 * (or when `withQuery` is set, so `/home` with `withQuery` means no query at all).
 */
export async function expectPath(page: Page, path: string, withQuery = path.includes('?')): Promise<void> {
  await settle(page, path, withQuery, null);
  await expect
    .poll(() => (withQuery ? shownPath(page) : new URL(page.url()).pathname), { intervals: [20, 50, 100] })
    .toBe(path);
}

/** The address is `path` and the page's heading is the text of `headingKey`. */
export async function expectPage(page: Page, path: string, headingKey: string, lang = 'en'): Promise<void> {
  const heading = t(headingKey, {}, lang);
  await settle(page, path, path.includes('?'), heading);
  await expectPath(page, path);
  await expect(pageHeading(page)).toHaveText(exactly(heading));
}

/** The address the auth guard sends a signed-out visitor of `destination` to. */
export function loginRedirect(destination: string, regFor?: 'lab'): string {
  const query = new URLSearchParams();
  if (regFor) query.set('regfor', regFor);
  query.set('destination', destination);
  return `/login?${query.toString()}`;
}

/**
 * Goes to `path` inside the running app, as a click on an in-app link would: the router navigates without
 * loading the page again (its guards and redirects run just the same), which is much faster than `page.goto`.
 * The history entry carries the router's state shape so Back and Forward keep working.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
}

/** Opens `path`: a full page load for the first address of a test, an in-app navigation after that. */
export async function visit(page: Page, path: string, firstOfTest: boolean): Promise<void> {
  if (firstOfTest) await page.goto(path);
  else await navigateInApp(page, path);
}

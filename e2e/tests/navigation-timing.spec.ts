import type { Page, Route } from '@playwright/test';
import { storedAuthRecord, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, navigateInApp, pageHeading } from '../support/pages.ts';
import { recordScrollCalls, smoothScrollsToTop } from '../support/scroll-calls.ts';
import { expect, test } from '../support/test.ts';

/**
 * The timing of navigation (§2, §4, §9) in the browser: fragment links, the scroll to the top of each new page, the
 * loader while the first screen's code loads, and the login flag. Playwright's clock stands in for the waits.
 */

/** The footer's Company column: far below the fold of the home page. */
const FRAGMENT = 'footer-company';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The paths of the app's entry script and of every module it imports statically (not the screens it loads later). */
async function entryModules(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/login')).text();
  // The entry's tag, or where the server drew the first screen, the address its check starts (`data-app`).
  const start = /(?:<script type="module"[^>]*src|data-app)="([^"]+)"/.exec(html)?.[1];
  expect(start).toBeTruthy();
  const found = new Set<string>();
  const queue = [start!];
  for (let path = queue.pop(); path; path = queue.pop()) {
    if (found.has(path)) continue;
    found.add(path);
    const code = await (await page.request.get(path)).text();
    // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
    for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(new URL(file!, `http://x${path}`).pathname);
    }
  }
  return found;
}

/** Stops the page's clock half a second on: from then only `clock.runFor` moves the page's timers. */
async function pauseClock(page: Page) {
  // A moment ahead: the page's time runs on while the call travels, and the clock cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

test.describe('fragment links (§2, §9 "Fragment scroll repeat 2 s")', () => {
  test('an address with a fragment opens scrolled to its target, and scrolls to it again 2 s later', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`/home#${FRAGMENT}`);
    await expect(pageHeading(page)).toBeVisible();
    const target = page.locator(`#${FRAGMENT}`);
    // Below the fold: only a scroll brings it into view.
    expect(await target.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(
      page.viewportSize()!.height,
    );
    await expect(target).toBeInViewport();

    // A page without a fragment in between cancels the pending repeat; then the clock moves only when told.
    await navigateInApp(page, '/home');
    await expect.poll(() => scrollY(page)).toBe(0);
    await pauseClock(page);

    await navigateInApp(page, `/home#${FRAGMENT}`);
    // At once: the clock stands still.
    await expect(target).toBeInViewport();
    // Content that arrives late moves the target away (as the visitor scrolling up would).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(target).not.toBeInViewport();

    await page.clock.runFor(1_900);
    await expect(target).not.toBeInViewport();
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(100);
    await expect(target).toBeInViewport();
  });
});

test.describe('navigation (§4)', () => {
  test('following an in-app link from far down a page opens the next page at its top', async ({ page }) => {
    await page.goto('/home');
    await expect(pageHeading(page)).toBeVisible();
    const privacyLink = page
      .getByRole('navigation', { name: t('footer.legal') })
      .getByRole('link', { name: exactly(t('footer.privacyPolicy')) });
    await privacyLink.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);

    await privacyLink.click();
    await expectPage(page, '/privacy', 'pages.privacy.title');
    // The privacy page is long enough to keep a scroll position: only the navigation's scroll puts it at the top.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(pageHeading(page)).toBeInViewport();
  });

  // A returning visitor (the cookie notice answered, as in every test here unless told): the browser draws the page.
  test('a loader shows while the first screen’s code loads, then the screen', async ({ page }) => {
    // The entry script and what it imports run; the screens' chunks (the login screen's) wait until released.
    const entry = await entryModules(page);
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!holding || entry.has(new URL(route.request().url()).pathname)) await route.continue();
      else held.push(route);
    });

    await page.goto('/login', { waitUntil: 'commit' });
    const loader = page.getByRole('progressbar', { name: t('common.loading') });
    await expect(loader).toBeVisible();
    await expect(pageHeading(page)).toHaveCount(0);

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expectPage(page, '/login', 'login.title');
    await expect(loader).toHaveCount(0);
  });
});

test.describe('sign-in (§4 "Login success", §9 "Login flag 6000 ms")', () => {
  test('stores the token and the user, and shows the login flag for 6 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await expect(pageHeading(page)).toHaveText(exactly(t('login.title')));
    await pauseClock(page);
    await submitLogin(page, DEMO.lab.email);
    // Away from the flag: a pointer over it would hold it open.
    await page.mouse.move(0, 0);
    await expectPage(page, '/survey', 'pages.survey.title');

    const record = await storedAuthRecord(page);
    expect(typeof record?.token).toBe('string');
    expect((record?.session as { user?: { email?: string } } | undefined)?.user?.email).toBe(DEMO.lab.email);

    const flag = page.getByRole('status').filter({ hasText: t('login.signedIn') });
    await expect(flag).toBeVisible();
    await page.clock.runFor(5_900);
    await expect(flag).toBeVisible();
    await page.clock.runFor(600);
    await expect(flag).toHaveCount(0);
  });

  test('on the APAC site no smooth scroll to the top follows the sign-in', async ({ page }) => {
    await recordScrollCalls(page);
    await page.clock.install();
    await page.goto('/login');
    await expect(pageHeading(page)).toHaveText(exactly(t('login.title')));
    await pauseClock(page);
    await submitLogin(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    await page.evaluate(() => document.body.style.setProperty('min-height', '300vh'));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.clock.runFor(1_000);
    expect(await smoothScrollsToTop(page)).toBe(0);
    expect(await scrollY(page)).toBe(400);
  });
});

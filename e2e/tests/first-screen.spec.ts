import type { Page, Route } from '@playwright/test';
import type { ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { loginForm, profileMenuButton, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { demoTitle } from '../support/demo-content.ts';
import { exactly, t } from '../support/i18n.ts';
import { startOwnPortal } from '../support/own-portal.ts';
import { pageHeading } from '../support/pages.ts';
import { forgotForm } from '../support/password.ts';
import { expect, test } from '../support/test.ts';

/**
 * The server-rendered first screen (D182, D184; FIRST_SCREEN_RENDER is on by default) on a portal of its own that
 * takes the visitor's country from a header: a first-time visitor sees the sign-in screens and the content area in
 * their language before the app's code has run, the app takes them over without a hydration error and without asking
 * the API again for what the page brought, and nothing typed meanwhile is lost; a browser with a session is never
 * shown a visitor's screen.
 */

let server: ServerProcess | undefined;

// First-time visitors: nothing stored, not even an answer to the cookie notice, which the server's screen shows.
test.use({ acceptedCookies: false });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The visitor's country from a header, as a CDN in front of the portal gives it.
  server = await startOwnPortal('first-screen', { COUNTRY_HEADER: 'cf-ipcountry' });
});

test.afterAll(async () => {
  await server?.stop('SIGTERM');
});

/** The errors the page reports, hydration mismatches among them (React reports those as errors of the page). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The API requests the page makes, by name. */
function apiRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).searchParams.get('request');
    if (name) names.push(name);
  });
  return names;
}

/** Holds the app's entry script, which the page starts once it has painted, until `release` is called. */
async function holdApp(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('a first-time visitor from Thailand sees the Thai sign-in before the app has run, and signs in', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const release = await holdApp(page);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'TH' });
  await page.goto(`${server!.origin}/login`, { waitUntil: 'commit' });
  // The server's screen, not yet the app's: inert (out of the accessibility tree) until the app has taken it over.
  await expect(page.locator('h1')).toHaveText(exactly(t('login.title', {}, 'th')));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  await release();
  await submitLogin(page, DEMO.lab.email, undefined, 'th');
  // Signed in: the lab user's landing page, the survey area.
  await page.waitForURL((url) => url.pathname === '/survey');
  await expect(loginForm(page, 'th').form).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const [address, country, language, key] of [
  ['/registration', 'JP', 'ja', 'pages.registration.title'],
  ['/home', 'CN', 'zhcn', 'pages.home.title'],
  ['/forgot-password', 'TH', 'th', 'pages.forgotPassword.title'],
] as const) {
  test(`${address} for a visitor from ${country} is taken over by the app without a hydration error`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
    await page.goto(`${server!.origin}${address}`);
    await expect(page.locator('h1')).toHaveText(exactly(t(key, {}, language)));
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(pageHeading(page)).toHaveText(exactly(t(key, {}, language)));
    expect(errors).toEqual([]);
  });
}

test('a visitor from Thailand reads About us from the server before the app has run, and the app takes it over', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const asked = apiRequests(page);
  const release = await holdApp(page);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'TH' });
  await page.goto(`${server!.origin}/aboutus`, { waitUntil: 'commit' });
  // The page's Thai text, from the server: the app has not run, the API has not been asked.
  await expect(page.locator('h1')).toHaveText(exactly(demoTitle('aboutus', 'th')));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  expect(asked).toEqual([]);

  await release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(pageHeading(page)).toHaveText(exactly(demoTitle('aboutus', 'th')));
  // The footer's links are the app's now: Privacy policy opens without a new page, asking the API for that page only.
  await page.getByRole('link', { name: exactly(t('footer.privacyPolicy', {}, 'th')) }).click();
  await expect(pageHeading(page)).toHaveText(exactly(demoTitle('privacy', 'th')));
  expect(asked).toEqual(['getContentPage']);
  expect(errors).toEqual([]);
});

for (const [address, country, language, title] of [
  ['/thought-leadership', 'JP', 'ja', t('content.tabTitles.thought-leadership', {}, 'ja')],
  ['/contact-us', 'CN', 'zhcn', demoTitle('contact', 'zhcn')],
  ['/privacy', 'TH', 'th', demoTitle('privacy', 'th')],
] as const) {
  test(`${address} for a visitor from ${country} comes with its content and hydrates without an error`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const asked = apiRequests(page);
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
    await page.goto(`${server!.origin}${address}`);
    await expect(page.locator('#root')).toHaveAttribute('data-first-screen');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(pageHeading(page)).toHaveText(exactly(title));
    expect(asked, language).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// A mailed link's screen (D185): drawn by the server while its link is checked; the check is the browser's alone, as
// opening a verification link uses it up. These links are dead: the browser then shows why.
for (const { address, country, lang, titleKey, checkingKey, deadKey } of [
  {
    address: '/confirm-password/emailed-token-456',
    country: 'JP',
    lang: 'ja',
    titleKey: 'pages.confirmPassword.title',
    checkingKey: 'password.confirm.checkingLink',
    deadKey: 'password.confirm.deadLink',
  },
  {
    address: '/home/verify-token-123',
    country: 'CN',
    lang: 'zhcn',
    titleKey: 'pages.emailVerification.title',
    checkingKey: 'verifyEmail.checking',
    deadKey: 'verifyEmail.deadLink',
  },
]) {
  test(`${address} for a visitor from ${country} shows its screen before the app has run; the browser checks the link`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const requests = apiRequests(page);
    const release = await holdApp(page);
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
    await page.goto(`${server!.origin}${address}`, { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText(exactly(t(titleKey, {}, lang)));
    await expect(page.locator(`[aria-label="${t(checkingKey, {}, lang)}"]`)).toBeVisible();
    expect(requests).toEqual([]);

    await release();
    await expect(page.getByRole('alert')).toContainText(t(deadKey, {}, lang));
    expect(requests.filter((name) => name === 'verifyRegisteredUser')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('on the forgot-password page drawn by the server, nothing moves when the captcha widget draws itself', async ({
  page,
}) => {
  // The page's layout shifts (the browser's own measure, which Lighthouse sums as CLS).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { shifts?: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdApp(page);
  await page.goto(`${server!.origin}/forgot-password`, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await release();
  await expect(forgotForm(page).captchaSolved).toBeChecked();
  const shifts = await page.evaluate(() => (window as { shifts?: number[] }).shifts ?? []);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
});

test('a browser with a session is not shown a visitor’s screen: the app draws the signed-in page', async ({ page }) => {
  await page.goto(`${server!.origin}/login`);
  await submitLogin(page, DEMO.lab.email);
  await page.waitForURL((url) => url.pathname !== '/login');

  const release = await holdApp(page);
  await page.goto(`${server!.origin}/home`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-first-screen', 'off');
  // The visitor's screen is in the page the server sent, but never shown here, not even before the app has run.
  await expect(page.locator('#root[data-first-screen]')).toBeAttached();
  await expect(page.locator('#root')).toBeHidden();
  await release();
  await expect(profileMenuButton(page, `${DEMO.lab.givenName} ${DEMO.lab.familyName}`)).toBeVisible();
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: exactly(t('header.login')) })).toHaveCount(0);
  await expect(loginForm(page).form).toHaveCount(0);
});

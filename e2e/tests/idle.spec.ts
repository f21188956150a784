import type { Page } from '@playwright/test';
import { IDLE_TIMERS_MS } from '@labbench/contract/constants';
import { expectSignedOutHeader, profileMenuButton, signIn, storedAuthRecord, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The idle watcher (§4, §9): after 600 s without mouse move, resize or key press a signed-in user is warned; after
 * the 300 s inactivity timeout they are signed out, here and on the server, and the sign-in page says why.
 * Playwright's clock stands in for the wait: the portal runs on the browser's own timers, nothing test-only.
 */

const { idle, timeout, ping } = IDLE_TIMERS_MS;
const DANA = `${DEMO.lab.givenName} ${DEMO.lab.familyName}`;

const warning = (page: Page) => page.getByRole('dialog', { name: t('layout.idle.title') });

async function signInWithClock(page: Page) {
  await page.clock.install();
  await page.goto('/login');
  await signIn(page, DEMO.lab.email);
  await expectPage(page, '/survey', 'pages.survey.title');
  // The watcher is a chunk of its own, loaded after sign-in: the clock may only move once it is running.
  await page.waitForLoadState('networkidle');
}

/** Whether the server still accepts this token. */
async function sessionAlive(page: Page, token: string) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api?request=getSession', {
    data: {},
    headers: { Token: token, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  return response.ok();
}

test('idle for 10 minutes: a warning counts 5 minutes down, then the user is signed out everywhere', async ({
  page,
}) => {
  await signInWithClock(page);
  const token = (await storedAuthRecord(page))?.token;
  expect(typeof token).toBe('string');

  await page.clock.fastForward(idle - 60_000);
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward(60_000);
  await expect(warning(page)).toBeVisible();
  await expect(warning(page).getByRole('timer')).toHaveText(t('layout.idle.message', { time: '5:00' }));
  await page.screenshot({ path: '/tmp/shots-site-behaviour/idle-warning-en-1280.png', animations: 'disabled' });
  // Moving the mouse does not answer the question.
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 260);
  await page.clock.fastForward(timeout - 60_000);
  await expect(warning(page).getByRole('timer')).toHaveText(t('layout.idle.message', { time: '1:00' }));

  await page.clock.fastForward(60_000);
  await expectPath(page, loginRedirect('/survey'));
  await expect(page.getByRole('status').filter({ hasText: t('layout.idle.signedOut') })).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
  await expectSignedOutHeader(page);
  expect((await storedAuthRecord(page))?.token ?? null).toBeNull();
  expect(await sessionAlive(page, token as string)).toBe(false);
});

test('Stay signed in closes the warning and starts the idle time again', async ({ page }) => {
  await signInWithClock(page);
  await page.clock.fastForward(idle);
  await warning(page)
    .getByRole('button', { name: exactly(t('layout.idle.stay')) })
    .click();
  await expect(warning(page)).toHaveCount(0);

  await page.clock.fastForward(timeout + 1_000);
  await expect(profileMenuButton(page, DANA)).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
  // A key press starts the idle time again.
  await page.keyboard.press('Shift');
  await page.clock.fastForward(idle - 10_000);
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward(10_000);
  await expect(warning(page)).toBeVisible();
});

test('while the user is active the session is checked with the server every 2 minutes', async ({ page }) => {
  await signInWithClock(page);
  const pings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('request=getSession')) pings.push(request.url());
  });
  await page.mouse.move(100, 100);
  await page.clock.fastForward(ping);
  await expect.poll(() => pings.length).toBe(1);
  // No activity since the last ping: no ping.
  await page.clock.fastForward(ping);
  await page.mouse.move(150, 120);
  await page.clock.fastForward(ping);
  await expect.poll(() => pings.length).toBe(2);
  await expect(profileMenuButton(page, DANA)).toBeVisible();
});

test('a visitor who is not signed in is not watched', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await expectPage(page, '/home', 'pages.home.title');
  await page.clock.fastForward(idle + timeout);
  await expect(warning(page)).toHaveCount(0);
  await expectPath(page, '/home');
});

test('the warning and the message after it in Japanese, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  await page.goto('/JP_ja/login');
  await submitLogin(page, DEMO.lab.email, undefined, 'ja');
  await expectPage(page, '/survey', 'pages.survey.title', 'ja');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(idle);
  const dialog = page.getByRole('dialog', { name: t('layout.idle.title', {}, 'ja') });
  await expect(dialog.getByRole('timer')).toHaveText(t('layout.idle.message', { time: '5:00' }, 'ja'));
  await expect(dialog.getByRole('button', { name: exactly(t('layout.idle.stay', {}, 'ja')) })).toBeInViewport();
  await page.screenshot({ path: '/tmp/shots-site-behaviour/idle-warning-ja-360.png', animations: 'disabled' });
  await page.clock.fastForward(timeout);
  await expect(page.getByRole('status').filter({ hasText: t('layout.idle.signedOut', {}, 'ja') })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-site-behaviour/idle-signed-out-ja-360.png', animations: 'disabled' });
});

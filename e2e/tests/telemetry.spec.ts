import type { Request } from '@playwright/test';
import type { ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { startOwnPortal } from '../support/own-portal.ts';
import { pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §3 telemetry key in the browser: a portal of its own started with TELEMETRY_KEY reports the page's load and a
 * thrown error to its own API, scrubbed of tokens, ids, e-mail addresses and the query; the run's usual APAC
 * server has no key and its pages send nothing.
 */

const KEY = 'e2e-telemetry-key-of-this-portal';
let server: ServerProcess | undefined;

const isTelemetry = (request: Request) =>
  new URL(request.url()).pathname === '/api' &&
  new URL(request.url()).searchParams.get('request') === 'reportClientTelemetry';

interface SentReport {
  key: string;
  language: string;
  browser: string;
  events: Record<string, unknown>[];
}

test.describe('with TELEMETRY_KEY set', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startOwnPortal('telemetry', { TELEMETRY_KEY: KEY });
  });

  test.afterAll(async () => {
    await server?.stop('SIGTERM');
  });

  test('the page reports its load, then a thrown error without the token, id, e-mail or query in it', async ({
    page,
  }) => {
    if (!server) throw new Error('no server');
    test.setTimeout(90_000);
    const reports: SentReport[] = [];
    const answers: number[] = [];
    page.on('request', (request) => {
      if (isTelemetry(request)) reports.push(request.postDataJSON() as SentReport);
    });
    page.on('response', (response) => {
      if (isTelemetry(response.request())) answers.push(response.status());
    });

    await page.goto(`${server.origin}/home?campaign=spring`);
    await expect(pageHeading(page)).toBeVisible();
    await expect
      .poll(() => reports.flatMap((r) => r.events).find((e) => e.kind === 'pageLoad'), { timeout: 30_000 })
      .toMatchObject({ route: '/home' });

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error(`Broke on ${location.origin}/home/9f8e7d6c5b4a3928?token=secret-777 for dana.lee@lab.example`);
      });
    });
    await expect
      .poll(() => reports.flatMap((r) => r.events).find((e) => e.kind === 'error'), { timeout: 30_000 })
      .toMatchObject({ kind: 'error', route: '/home', message: 'Error: Broke on /home/:param for <email>' });

    const sent = JSON.stringify(reports);
    for (const secret of ['secret-777', 'dana.lee', '9f8e7d6c5b4a3928', 'campaign', 'spring']) {
      expect(sent).not.toContain(secret);
    }
    expect(reports[0]).toMatchObject({ key: KEY, language: 'en', browser: 'chrome' });
    await expect.poll(() => answers.length).toBe(reports.length);
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  test('a screen that fails to load shows its error screen and reports the error', async ({ page }) => {
    if (!server) throw new Error('no server');
    test.setTimeout(90_000);
    const reports: SentReport[] = [];
    page.on('request', (request) => {
      if (isTelemetry(request)) reports.push(request.postDataJSON() as SentReport);
    });
    // The screen's code gone, as after a new release: its lazily loaded module cannot be fetched.
    await page.route(/\/assets\/forgot-password-[\w-]+\.js$/, (route) => route.abort());

    await page.goto(`${server.origin}/forgot-password`);
    await expect(pageHeading(page)).toHaveText('This page could not be shown');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect
      .poll(() => reports.flatMap((r) => r.events).find((e) => e.kind === 'error'), { timeout: 30_000 })
      .toMatchObject({ kind: 'error', route: '/forgot-password' });
  });
});

test('without TELEMETRY_KEY the page loads no reporter and sends nothing, even when it throws', async ({ page }) => {
  test.setTimeout(60_000);
  const telemetry: string[] = [];
  page.on('request', (request) => {
    if (isTelemetry(request) || request.url().includes('telemetry')) telemetry.push(request.url());
  });
  await page.goto('/home');
  await expect(pageHeading(page)).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('nobody hears this');
    });
  });
  // Longer than the reporter's idle start and its batching delay together.
  await page.waitForTimeout(8_000);
  expect(telemetry).toEqual([]);
});

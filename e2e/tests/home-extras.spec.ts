import type { Page } from '@playwright/test';
import { E2E_INSIGHT_VIDEO } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { expect, test } from '../support/test.ts';

/** The home page's remaining parts (issue 17 item 5) and the served head of content routes (item 3). */

const hcpDialog = (page: Page) => page.getByRole('dialog', { name: t('pages.home.hcp.title', {}, 'it') });

test.describe('the Italian healthcare-professional pop-up', () => {
  test('asks the Italian variant once: accepted, it is not shown again', async ({ page }) => {
    await page.goto('/IT_it/home');
    const dialog = hcpDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t('pages.home.hcp.text', {}, 'it'));
    // Focus is kept inside the modal.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: t('pages.home.hcp.accept', {}, 'it'), exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('pages.home.title', {}, 'it') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(hcpDialog(page)).toHaveCount(0);
  });

  test('declined, it leads to the worldwide English home', async ({ page }) => {
    await page.goto('/IT_it/home');
    await hcpDialog(page)
      .getByRole('button', { name: t('pages.home.hcp.decline', {}, 'it'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: t('pages.home.title', {}, 'en') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('WWB');
  });
});

/** A one-second WebM recorded from a canvas in the browser: a video of our own, made at test time. */
async function recordVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    while (performance.now() - started < 1000) {
      context.fillStyle = `hsl(${Math.round(performance.now() - started) % 360} 70% 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    bytes.forEach((b) => (binary += String.fromCharCode(b)));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('the lab-insight video loads nothing before the click, then plays with captions', async ({ page }) => {
  await page.goto('/robots.txt');
  const webm = await recordVideo(page);
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(E2E_INSIGHT_VIDEO.video)) videoRequests.push(request.url());
  });
  // The server names the files (LAB_INSIGHT_VIDEOS of playwright.config.ts); the test serves them.
  await page.route('**/media/e2e-insight.*', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === E2E_INSIGHT_VIDEO.video) return route.fulfill({ contentType: 'video/webm', body: webm });
    if (path === E2E_INSIGHT_VIDEO.captions) {
      return route.fulfill({ contentType: 'text/vtt', body: 'WEBVTT\n\n00:00.000 --> 00:05.000\nHalo\n' });
    }
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9"/></svg>';
    return route.fulfill({ contentType: 'image/svg+xml', body: svg });
  });

  await page.goto('/WWB_id/home');
  const play = page.getByRole('button', { name: t('pages.home.video.play', {}, 'id') });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(videoRequests).toEqual([]);
  await expect(page.locator('video')).toHaveCount(0);

  await play.click();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', E2E_INSIGHT_VIDEO.captions);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.textTracks[0]?.mode)).toBe('showing');
  expect(videoRequests.length).toBeGreaterThan(0);
});

test('a content route is served with its title, description, canonical and hreflang alternates', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/JP_ja/get-inspired/contributors')).text();
  expect(html).toContain('<html lang="ja"');
  expect(html).toContain(`<title>${t('layout.meta.contributors.title', {}, 'ja')} | `);
  expect(html).toContain(`<meta name="description" content="${t('layout.meta.contributors.description', {}, 'ja')}">`);
  const url = `${baseURL}/WWB_ja/get-inspired/contributors`;
  expect(html).toContain(`<link rel="canonical" data-page-language="ja" href="${url}">`);
  expect(html).toContain(
    `<link rel="alternate" hreflang="zh-TW" href="${baseURL}/WWB_zhtw/get-inspired/contributors">`,
  );
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/get-inspired/contributors">`);
});

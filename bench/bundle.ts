/**
 * Bundle budget: the JavaScript a first visit to /home loads, raw and gzip-compressed.
 * Loads the built app in Debian Chromium against a throwaway server and sums every script response,
 * so lazy chunks that the home route pulls in count, and chunks it does not load do not.
 * Run: npm run build && npm run bench:bundle
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/chromium-flags.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';

const BUDGET_GZIP_KB = 150;
const server = await startThrowawayServer('bundle');
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const page = await (await browser.newContext()).newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${server.origin}/home`, { waitUntil: 'networkidle' });
  await browser.close();

  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB  ${s.url}`);
  const totalGzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const totalRaw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(
    `home route JS: ${scripts.length} files, ${kb(totalRaw)} KB raw, ${kb(totalGzip)} KB gzip (budget ${BUDGET_GZIP_KB} KB gzip)`,
  );
  if (totalGzip / 1024 > BUDGET_GZIP_KB) process.exitCode = 1;
} finally {
  server.stop();
}

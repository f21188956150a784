/**
 * Bundle budget: the JavaScript a first visit to /home loads, raw and gzip-compressed.
 * Loads the built app in Debian Chromium against a throwaway server and sums every script response,
 * so lazy chunks that the home route pulls in count, and chunks it does not load do not.
 * Run: npm run build && npm run bench:bundle
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_GZIP_KB = 150;
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

try {
  await waitForServer(`http://127.0.0.1:${port}/home`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
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
  await page.goto(`http://127.0.0.1:${port}/home`, { waitUntil: 'networkidle' });
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
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

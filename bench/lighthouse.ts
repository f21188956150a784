/**
 * Lighthouse 12 (mobile settings, its defaults) on /home and /login of the built app, in Debian Chromium against
 * a throwaway server: every category's score and FCP/LCP/TBT/CLS, against the budget of issue 7.
 * Run: npm run build && npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './support/chromium-flags.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const PAGES = ['/home', '/login'];
const port = 3191;
const server = await startThrowawayServer('lighthouse', port);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
});
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.origin}${path}`, { port: chrome.port, logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    console.log(path);
    if (runtimeError) console.log(`  Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
    for (const [id, budget] of Object.entries(BUDGET)) {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      if (score < budget) process.exitCode = 1;
      console.log(
        `  ${id.padEnd(15)} ${String(score).padStart(3)}  (budget ${budget})${score < budget ? '  BELOW' : ''}`,
      );
      if (score < 100) {
        const failing = (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ref.id);
        if (failing.length > 0) console.log(`    to fix: ${failing.join(', ')}`);
      }
    }
    console.log(
      `  ${METRICS.map((id) => `${audits[id]?.title.replace(/ .*/, '') ?? id}: ${audits[id]?.displayValue}`).join('  ')}`,
    );
  }
} finally {
  chrome.kill();
  server.stop();
}

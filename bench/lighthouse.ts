/**
 * Lighthouse 12 (mobile settings, its defaults) on every public route of the built app (issue 18 §3; the list is
 * support/public-routes.ts: the sign-in group, the legal and content pages, the article lists, an article, topics,
 * contributors, the newsletter), in Debian Chromium against a throwaway server whose demo content the content routes
 * show (apps/server/src/db/demo-content.ts): every category's score and FCP/LCP/TBT/CLS, against the budget of issue 7,
 * and a table of all routes at the end.
 * Blocking time depends on what else the machine runs, so each page is measured `--runs N` times (3 unless told)
 * and judged by the median; each run is printed too.
 * The server runs with its defaults (the first screen drawn by the server, D184); `--setting NAME=value` (repeatable)
 * sets one of its variables, e.g. `--setting FIRST_SCREEN_RENDER=off` to measure the pages the browser draws itself.
 * Run: npm run build && npm run bench:lighthouse [-- --runs 5] [-- --page /privacy] [-- --setting NAME=value]
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './support/chromium-flags.ts';
import { PUBLIC_ROUTES } from './support/public-routes.ts';
import { startThrowawayServer } from './support/throwaway-server.ts';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    setting: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
const settings = Object.fromEntries(
  (values.setting ?? []).map((setting) => {
    const cut = setting.indexOf('=');
    if (cut < 1) throw new Error(`--setting takes NAME=value, not ${setting}`);
    return [setting.slice(0, cut), setting.slice(cut + 1)];
  }),
);
const server = await startThrowawayServer('lighthouse', settings);

/** One run's scores (0–100) by category, metric values (ms, or unitless for CLS) and failing audits. */
interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failing: Record<string, string[]>;
}

/** Trace failures Lighthouse itself says to retry ("Please run Lighthouse again"), seen on a loaded machine. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

async function measure(url: string, chromePort: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port: chromePort, logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError && RETRYABLE.has(runtimeError.code) && attempt < 3) return measure(url, chromePort, attempt + 1);
  if (runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const run: Run = { scores: {}, metrics: {}, failing: {} };
  for (const id of Object.keys(BUDGET)) {
    run.scores[id] = Math.round((categories[id]?.score ?? 0) * 100);
    run.failing[id] = (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id);
  }
  for (const id of METRICS) run.metrics[id] = audits[id]?.numericValue ?? Number.NaN;
  return run;
}

function median(numbers: number[]) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const formatMetric = (id: string, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
const ABBREVIATIONS: Record<(typeof METRICS)[number], string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};
const metricLine = (pick: (id: string) => number) =>
  METRICS.map((id) => `${ABBREVIATIONS[id]} ${formatMetric(id, pick(id))}`).join('  ');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
});
/** One table row per page: the median scores and metrics. */
const summary: string[] = [];
try {
  // `--page /privacy` (repeatable) measures only those pages.
  for (const path of values.page ?? PUBLIC_ROUTES) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure(`${server.origin}${path}`, chrome.port));
    console.log(`${path} (median of ${runs} run${runs === 1 ? '' : 's'})`);
    for (const [id, budget] of Object.entries(BUDGET)) {
      const score = median(results.map((run) => run.scores[id]!));
      if (score < budget) process.exitCode = 1;
      const each = results.map((run) => run.scores[id]).join(' ');
      console.log(
        `  ${id.padEnd(15)} ${String(score).padStart(3)}  (budget ${budget}; runs ${each})${score < budget ? '  BELOW' : ''}`,
      );
      const failing = [...new Set(results.flatMap((run) => run.failing[id]!))];
      if (failing.length > 0) console.log(`    to fix: ${failing.join(', ')}`);
    }
    console.log(`  median  ${metricLine((id) => median(results.map((run) => run.metrics[id]!)))}`);
    results.forEach((run, i) => console.log(`  run ${i + 1}   ${metricLine((id) => run.metrics[id]!)}`));
    const scores = Object.keys(BUDGET).map((id) => median(results.map((run) => run.scores[id]!)));
    const metrics = METRICS.map((id) => formatMetric(id, median(results.map((run) => run.metrics[id]!))));
    summary.push(`| \`${path}\` | ${[...scores, ...metrics].join(' | ')} |`);
  }
  console.log(
    `\n| page | performance | a11y | best pr. | SEO | ${METRICS.map((id) => ABBREVIATIONS[id]).join(' | ')} |`,
  );
  console.log(`| --- | ${[...Object.keys(BUDGET), ...METRICS].map(() => '---').join(' | ')} |`);
  for (const row of summary) console.log(row);
} finally {
  chrome.kill();
  server.stop();
}

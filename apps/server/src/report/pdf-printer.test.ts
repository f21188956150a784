import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from './chromium-path.ts';
import { PrintFailure, startPdfPrinter } from './pdf-printer.ts';
import type { PdfPrinter } from './pdf-printer.ts';

const chromium = findChromium(process.env.CHROMIUM_PATH);
const executablePath = 'path' in chromium ? chromium.path : '';
/** A print's limit here, a cold browser start included: generous, since the suite runs two test files at once. */
const TIMEOUT_MS = 10_000;
/** The printer uses no database: its tests run in the PGlite pass only, not again in the PostgreSQL one. */
const onceForBothDatabases = process.env.TEST_DATABASE_KIND !== 'postgres';

/** A page that says it is ready after `ms` (or says `state`), as the /report page does once rendered with its fonts. */
function page(state: 'true' | 'error' | 'never', ms: number): string {
  const settle =
    state === 'never' ? '' : `setTimeout(() => document.documentElement.dataset.reportReady = '${state}', ${ms});`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>report</title></head>
<body><h1>Dashboard Report</h1><p>Sample rejection rate 0.42 %</p><script>${settle}</script></body></html>`;
}

let server: Server;
let origin: string;
let printer: PdfPrinter;
const log = { lines: [] as string[], info: (m: string) => log.lines.push(m), warn: (m: string) => log.lines.push(m) };

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const state = (url.searchParams.get('state') ?? 'true') as 'true' | 'error' | 'never';
    response.writeHead(url.pathname === '/missing' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(state, Number(url.searchParams.get('ms') ?? '50')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // One browser for the file, one page at a time and one waiting, so the queue limit is reached with three prints.
  printer = startPdfPrinter({ executablePath, concurrency: 1, queueLimit: 1, timeoutMs: TIMEOUT_MS, log });
});
afterAll(async () => {
  await printer.close();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(printing: Promise<unknown>): Promise<PrintFailure> {
  const error = await printing.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrintFailure);
  return error as PrintFailure;
}

/** The Chromium processes this test process started (the printer's browser is our child). */
function ourBrowsers(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, command]) => pid && command && /chrom/i.test(command))
    .map(([pid]) => Number(pid));
}

describe.skipIf(!executablePath || !onceForBothDatabases)('the PDF printer (one warm Chromium)', () => {
  it('prints the page once it says it is ready: an A4 PDF', async () => {
    await printer.print(`${origin}/report?ms=10`); // warm
    const started = performance.now();
    const pdf = await printer.print(`${origin}/report?ms=10`);
    const ms = performance.now() - started;
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // A4 in points is 595.92 x 842.88 in Chromium's output.
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/MediaBox \[0 0 59[4-6][.\d]* 84[1-3][.\d]*\]/);
    console.info(`PDF of the test page with a warm browser: ${ms.toFixed(0)} ms, ${pdf.byteLength} bytes`);
  });

  it('fails with `failed` when the page says it could not render, or is not there', async () => {
    expect((await failureOf(printer.print(`${origin}/report?state=error`))).kind).toBe('failed');
    expect((await failureOf(printer.print(`${origin}/missing`))).kind).toBe('failed');
  });

  it('fails with `timeout` when the page never says it is ready, and prints the next one', async () => {
    const started = Date.now();
    expect((await failureOf(printer.print(`${origin}/report?state=never`))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    await expect(printer.print(`${origin}/report`)).resolves.toBeInstanceOf(Uint8Array);
  });

  it('refuses a print at once when the queue is full (busy), and prints those it took', async () => {
    const first = printer.print(`${origin}/report?ms=600`);
    const second = printer.print(`${origin}/report?ms=10`);
    const third = await failureOf(printer.print(`${origin}/report`));
    expect(third.kind).toBe('busy');
    await expect(first).resolves.toBeInstanceOf(Uint8Array);
    await expect(second).resolves.toBeInstanceOf(Uint8Array);
  });

  it('recovers from a crashed browser without a restart: the next print works', async () => {
    const before = ourBrowsers();
    expect(before.length).toBeGreaterThan(0);
    for (const pid of before) process.kill(pid, 'SIGKILL');
    await expect.poll(() => ourBrowsers().some((pid) => !before.includes(pid)), { timeout: 10_000 }).toBe(true);
    const pdf = await printer.print(`${origin}/report`);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(log.lines.some((line) => line.includes('starting it again'))).toBe(true);
  });
});

describe('finding Chromium', () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('takes CHROMIUM_PATH when it is an executable file, else says why PDF reports are off', () => {
    expect(findChromium('/opt/chrome', only('/opt/chrome'))).toEqual({ path: '/opt/chrome' });
    const off = findChromium('/nope/chrome', only('/usr/bin/chromium'));
    expect(off).toHaveProperty('off', expect.stringContaining('CHROMIUM_PATH=/nope/chrome is not an executable file'));
  });

  it('looks in the usual places in order when CHROMIUM_PATH is unset', () => {
    expect(findChromium(undefined, only('/usr/bin/google-chrome', '/opt/google/chrome/chrome'))).toEqual({
      path: '/usr/bin/google-chrome',
    });
  });

  it('says in one line that PDF reports are off, and how to install Chromium, when none is found', () => {
    const lookup = findChromium(undefined, only());
    expect(lookup).toHaveProperty('off', expect.stringMatching(/^PDF reports are off: .*apt-get install chromium/));
    expect('off' in lookup && lookup.off).not.toContain('\n');
    expect(findChromium('off', only('/usr/bin/chromium'))).toHaveProperty(
      'off',
      expect.stringContaining('CHROMIUM_PATH=off'),
    );
  });
});

import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The warm browser and the context every print opens its page in. */
interface Warm {
  browser: Browser;
  context: BrowserContext;
}

/** Debian Chromium as a server process: no sandbox (containers), no GPU, none of the browser's own traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Why a print failed: the handler turns each into its translated error. */
export type PrintFailureKind = 'busy' | 'timeout' | 'failed';

export class PrintFailure extends Error {
  constructor(
    readonly kind: PrintFailureKind,
    detail: string,
  ) {
    super(detail);
  }
}

export interface PrinterOptions {
  executablePath: string;
  /** Pages printing at once. */
  concurrency: number;
  /** Prints that may wait for a page; one more fails with `busy` at once. */
  queueLimit: number;
  /** One print's budget from the call, waiting included. */
  timeoutMs: number;
  log: { info(message: string): void; warn(message: string): void };
}

export interface PdfPrinter {
  /** Opens `url`, waits for `html[data-report-ready="true"]` ('error' fails at once) and prints it as A4. */
  print(url: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The page says it has rendered with its fonts (`true`) or that it could not (`error`). */
const SETTLED = 'html[data-report-ready="true"], html[data-report-ready="error"]';

/**
 * ONE warm browser for the process and a bounded queue of pages (docs/benchmarks.md). The browser starts now, and
 * again whenever it disconnects (a crash, a killed process), so printing recovers without a server restart.
 */
export function startPdfPrinter(options: PrinterOptions): PdfPrinter {
  const { executablePath, concurrency, queueLimit, timeoutMs, log } = options;
  // One context for every print keeps the report page's scripts and fonts in its cache; each print gets a new page,
  // and nothing is signed in (the grant in the address is spent once).
  let browser: Promise<Warm> | null = null;
  let closed = false;
  let running = 0;
  const waiting: (() => void)[] = [];

  function launch(): Promise<Warm> {
    const launching = chromium
      .launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
      .then(async (launched) => ({ browser: launched, context: await launched.newContext() }));
    browser = launching;
    launching.then(
      ({ browser: launched }) => {
        launched.on('disconnected', () => {
          if (browser !== launching || closed) return;
          log.warn('the PDF report browser stopped; starting it again');
          launch().catch(() => undefined);
        });
      },
      (error: unknown) => {
        // The next print tries again rather than failing for good.
        if (browser === launching) browser = null;
        log.warn(`the PDF report browser did not start: ${(error as Error).message.split('\n')[0] ?? ''}`);
      },
    );
    return launching;
  }

  function acquire(signal: AbortSignal): Promise<void> {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const admit = () => {
        signal.removeEventListener('abort', leave);
        running++;
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(admit), 1);
        reject(signal.reason as Error);
      };
      waiting.push(admit);
      signal.addEventListener('abort', leave, { once: true });
    });
  }

  function release() {
    running--;
    waiting.shift()?.();
  }

  async function printOnPage(url: string, signal: AbortSignal, deadline: number): Promise<Uint8Array> {
    let page: Page | undefined;
    // A timed-out print closes its page, which ends whatever it was waiting for.
    const closePage = () => void page?.close().catch(() => undefined);
    signal.addEventListener('abort', closePage, { once: true });
    try {
      const current = await (browser ?? launch());
      // A browser that died a moment ago, before its 'disconnected' event: start the next one now.
      const { context } = current.browser.isConnected() ? current : await launch();
      if (signal.aborted) throw signal.reason as Error;
      page = await context.newPage();
      const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: deadline - Date.now() });
      if (response && !response.ok()) throw new PrintFailure('failed', `the report page answered ${response.status()}`);
      await page.waitForSelector(SETTLED, { state: 'attached', timeout: Math.max(1, deadline - Date.now()) });
      const state = await page.locator('html').getAttribute('data-report-ready');
      if (state !== 'true') throw new PrintFailure('failed', 'the report page could not render the report');
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      signal.removeEventListener('abort', closePage);
      await page?.close().catch(() => undefined);
    }
  }

  async function runJob(url: string, signal: AbortSignal, deadline: number): Promise<Uint8Array> {
    await acquire(signal);
    try {
      return await printOnPage(url, signal, deadline);
    } finally {
      release();
    }
  }

  launch().catch(() => undefined);
  log.info(`PDF reports print with ${executablePath}`);

  return {
    async print(url) {
      if (closed) throw new PrintFailure('failed', 'the PDF printer is closed');
      if (running >= concurrency && waiting.length >= queueLimit) {
        throw new PrintFailure('busy', `${waiting.length} reports are waiting already`);
      }
      const deadline = Date.now() + timeoutMs;
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const failure = new PrintFailure('timeout', `the report took longer than ${timeoutMs} ms`);
          abort.abort(failure);
          reject(failure);
        }, timeoutMs);
      });
      const job = runJob(url, abort.signal, deadline);
      job.catch(() => undefined);
      try {
        return await Promise.race([job, timedOut]);
      } catch (error) {
        if (error instanceof PrintFailure) throw error;
        // Playwright's own timeout, or a browser that died mid-print.
        const message = (error as Error).message.split('\n')[0] ?? '';
        throw new PrintFailure(/timeout/i.test(message) ? 'timeout' : 'failed', message);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      const current = browser;
      browser = null;
      await current?.then(({ browser: launched }) => launched.close()).catch(() => undefined);
    },
  };
}

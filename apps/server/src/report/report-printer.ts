import type { Config } from '../config.ts';
import { findChromium } from './chromium-path.ts';
import { startPdfPrinter } from './pdf-printer.ts';
import type { PdfPrinter } from './pdf-printer.ts';

/** Each app's printer by its config (tests run several apps in one process); none: PDF reports are off. */
const printers = new WeakMap<Config, PdfPrinter>();

interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Starts the app's PDF printer when a Chromium is found (warm from the start), else logs the one line that says PDF
 * reports are off and how to turn them on. Returns what closes it with the app.
 */
export function startReportPrinter(config: Config, log: StartupLog): { close(): Promise<void> } {
  const chromium = findChromium(config.report.chromiumPath);
  if ('off' in chromium) {
    if (config.report.chromiumPath === 'off') log.info(chromium.off);
    else log.warn(chromium.off);
    return { close: () => Promise.resolve() };
  }
  const printer = startPdfPrinter({ executablePath: chromium.path, ...config.report, log });
  printers.set(config, printer);
  return {
    async close() {
      printers.delete(config);
      await printer.close();
    },
  };
}

/** The app's printer, or undefined when PDF reports are off. */
export function reportPrinterOf(config: Config): PdfPrinter | undefined {
  return printers.get(config);
}

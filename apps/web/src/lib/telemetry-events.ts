import { scrubMessage, scrubRoute, scrubSource } from '@labbench/contract';
import type { BrowserFamily, TelemetryEvent } from '@labbench/contract';

/** The user agent's family only (§3 telemetry): never its version, device or anything else in it. */
const FAMILIES: readonly [RegExp, BrowserFamily][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'chrome'],
  [/\bSafari\//, 'safari'],
];

export function browserFamily(userAgent: string): BrowserFamily {
  return FAMILIES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
}

/** What an `error` (ErrorEvent) or `unhandledrejection` (PromiseRejectionEvent) event carries that we read. */
export interface PageErrorEvent {
  type: string;
  message?: string;
  error?: unknown;
  filename?: string;
  lineno?: number;
  colno?: number;
  reason?: unknown;
}

function describeReason(value: unknown, fallback: string): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  return fallback;
}

const lineOrNull = (value: number | undefined) => (value && Number.isInteger(value) && value > 0 ? value : null);

/** The event as reported: its message and script scrubbed of anything personal (contract telemetry/scrub.ts). */
export function errorEventOf(event: PageErrorEvent, pathname: string): TelemetryEvent | null {
  const route = scrubRoute(pathname);
  if (event.type === 'unhandledrejection') {
    const message = scrubMessage(describeReason(event.reason, 'Promise rejected without an error'));
    return { kind: 'rejection', route, message, source: null, line: null, column: null };
  }
  if (event.type !== 'error') return null;
  const message = scrubMessage(describeReason(event.error, event.message || 'Script error'));
  const source = event.filename ? scrubSource(event.filename) : null;
  return { kind: 'error', route, message, source, line: lineOrNull(event.lineno), column: lineOrNull(event.colno) };
}

const ms = (value: number) => Math.min(600_000, Math.max(0, Math.round(value)));

/** The page's load as reported: whole milliseconds from the start of its navigation. */
export function pageLoadEventOf(
  navigation: Pick<PerformanceNavigationTiming, 'responseStart' | 'domContentLoadedEventEnd' | 'loadEventEnd'>,
  firstContentfulPaint: number | null,
  pathname: string,
): Extract<TelemetryEvent, { kind: 'pageLoad' }> {
  return {
    kind: 'pageLoad',
    route: scrubRoute(pathname),
    ttfbMs: ms(navigation.responseStart),
    domContentLoadedMs: ms(navigation.domContentLoadedEventEnd),
    loadMs: ms(navigation.loadEventEnd),
    firstContentfulPaintMs: firstContentfulPaint === null ? null : ms(firstContentfulPaint),
  };
}

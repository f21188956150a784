import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { plainString } from '../validation/control-characters.ts';
import { TELEMETRY_MESSAGE_MAX, TELEMETRY_ROUTE_MAX } from './scrub.ts';

/** The most events one report carries; the browser sends more as further reports. */
export const TELEMETRY_BATCH_MAX = 20;

/** The browser's family, the only part of its user agent a report carries. */
export const BROWSER_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'samsung', 'opera', 'other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** A duration of the page's load in whole milliseconds (at most ten minutes). */
const durationMs = z.number().int().min(0).max(600_000);

/** The route pattern of the page (scrubRoute): never a token, id or query. */
const route = plainString().max(TELEMETRY_ROUTE_MAX);

/** An uncaught error (`error`) or unhandled promise rejection (`rejection`) in the page. */
export const telemetryErrorEvent = z.object({
  kind: z.enum(['error', 'rejection']),
  route,
  /** The error's message, scrubbed (scrubMessage). */
  message: plainString().max(TELEMETRY_MESSAGE_MAX),
  /** The script's file name (scrubSource); null when unknown. */
  source: plainString().max(80).nullable(),
  /** Line and column in that script; null when unknown. */
  line: z.number().int().min(0).max(10_000_000).nullable(),
  column: z.number().int().min(0).max(10_000_000).nullable(),
});

/** How long the page took to load (Navigation Timing, from the start of the navigation). */
export const telemetryPageLoadEvent = z.object({
  kind: z.literal('pageLoad'),
  route,
  /** Time to the first byte of the page. */
  ttfbMs: durationMs,
  /** DOMContentLoaded handled. */
  domContentLoadedMs: durationMs,
  /** The load event handled. */
  loadMs: durationMs,
  /** First contentful paint; null when the browser did not paint yet or does not say. */
  firstContentfulPaintMs: durationMs.nullable(),
});

export const telemetryEvent = z.discriminatedUnion('kind', [telemetryErrorEvent, telemetryPageLoadEvent]);
export type TelemetryEvent = z.infer<typeof telemetryEvent>;

/** reportClientTelemetry: a batch of a page's events (§3 telemetry key). No personal data: see scrub.ts. */
export const reportClientTelemetryPayload = z.object({
  /** The deployment's TELEMETRY_KEY as the page was given it. */
  key: plainString().min(1).max(128),
  /** §3 buildDate of the page (YYYY-MM-DD); null when unknown. */
  buildDate: plainString()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** The page's interface language. */
  language: z.enum(LANGUAGE_IDS),
  browser: z.enum(BROWSER_FAMILIES),
  events: z.array(telemetryEvent).min(1).max(TELEMETRY_BATCH_MAX),
  /** Ignored by the server (the request is public): never logged. */
  RequesterUserId: plainString().optional(),
});
export type ReportClientTelemetryPayload = z.input<typeof reportClientTelemetryPayload>;

export const reportClientTelemetryResponse = z.object({
  /** The events written to the log. */
  accepted: z.number().int().min(0),
});

import { timingSafeEqual } from 'node:crypto';
import { scrubMessage, scrubRoute, scrubSource } from '@labbench/contract';
import type { TelemetryEvent } from '@labbench/contract';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { countAttempt, countsOf } from '../shared/throttle.ts';

/**
 * Reports one client address may send per window: a page sends a few (its load, then errors in batches), so this
 * only stops a page stuck in an error loop, or a script, from filling the log. Counted in the database, which every
 * process shares.
 */
export const TELEMETRY_THROTTLE = { name: 'telemetry', perClient: 60, windowMs: 10 * 60_000 } as const;

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the log keeps of an event: scrubbed again here, so no page, old or altered, logs a token, id or query. */
function loggedEvent(event: TelemetryEvent) {
  if (event.kind === 'pageLoad') return { ...event, route: scrubRoute(event.route) };
  return {
    ...event,
    route: scrubRoute(event.route),
    message: scrubMessage(event.message),
    source: event.source === null ? null : scrubSource(event.source),
  };
}

/**
 * reportClientTelemetry (§3 telemetry key): with TELEMETRY_KEY set, a page's uncaught errors, unhandled rejections
 * and load timings are written to the log, one info line per event tagged `telemetry`. Unset, the request is
 * unknown (404); a wrong key is refused (400); more than TELEMETRY_THROTTLE's reports from one address are 429. The
 * schema caps every size (20 events, 300-character messages). Nothing of the caller (session, address, user id) is
 * logged with the events.
 */
export const reportClientTelemetry: Handler<'reportClientTelemetry'> = async (payload, ctx) => {
  const { db, config, clientAddress, log } = ctx;
  if (!config.telemetryKey) throw failures.unknownRequest();
  if (!sameKey(payload.key, config.telemetryKey)) {
    throw failures.invalidPayload([{ field: 'key', message: 'errors.invalidRequest' }]);
  }
  const key = `${TELEMETRY_THROTTLE.name}:client:${clientAddress}`;
  const { client } = await countsOf(db, { client: key }, TELEMETRY_THROTTLE.windowMs);
  if (client >= TELEMETRY_THROTTLE.perClient) throw failures.tooManyRequests();
  await countAttempt(db, [key], TELEMETRY_THROTTLE.windowMs);

  const page = { buildDate: payload.buildDate, language: payload.language, browser: payload.browser };
  for (const event of payload.events) log.info({ tag: 'telemetry', ...page, ...loggedEvent(event) }, 'telemetry');
  return { data: { accepted: payload.events.length } };
};

import { TELEMETRY_BATCH_MAX } from '@labbench/contract';
import type { TelemetryEvent } from '@labbench/contract';

export interface TelemetryQueue {
  add(event: TelemetryEvent): void;
  /** Sends what is queued now (the page is being hidden). */
  flush(): void;
}

export interface TelemetryQueueOptions {
  /** How long an event waits for others to share its report. */
  delayMs?: number;
  /** The most events one page reports: a page stuck in an error loop stops reporting. */
  maxPerPage?: number;
}

const sameEvent = (event: TelemetryEvent) =>
  event.kind === 'pageLoad' ? 'pageLoad' : `${event.kind}|${event.route}|${event.message}`;

/**
 * Collects a page's events and sends them in reports of at most TELEMETRY_BATCH_MAX, a few seconds after the first,
 * each error once per page. A report that fails is dropped, never retried: telemetry must not add load or loops.
 */
export function createTelemetryQueue(
  send: (events: TelemetryEvent[]) => Promise<unknown>,
  { delayMs = 5000, maxPerPage = 100 }: TelemetryQueueOptions = {},
): TelemetryQueue {
  const queued: TelemetryEvent[] = [];
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queued.length > 0) send(queued.splice(0, TELEMETRY_BATCH_MAX)).catch(() => undefined);
  }

  return {
    add(event) {
      const id = sameEvent(event);
      if (seen.has(id) || seen.size >= maxPerPage) return;
      seen.add(id);
      queued.push(event);
      if (queued.length >= TELEMETRY_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}

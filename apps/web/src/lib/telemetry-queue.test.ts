import { TELEMETRY_BATCH_MAX } from '@labbench/contract';
import type { TelemetryEvent } from '@labbench/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetryQueue } from './telemetry-queue.ts';

const errorEvent = (message: string): TelemetryEvent => ({
  kind: 'error',
  route: '/home',
  message,
  source: null,
  line: null,
  column: null,
});

describe('the telemetry queue', () => {
  const send = vi.fn<(events: TelemetryEvent[]) => Promise<unknown>>();
  beforeEach(() => {
    vi.useFakeTimers();
    send.mockReset().mockResolvedValue({ accepted: 1 });
  });
  afterEach(() => vi.useRealTimers());

  it('sends the events of a few seconds together in one report', () => {
    const queue = createTelemetryQueue(send, { delayMs: 5000 });
    queue.add(errorEvent('first'));
    queue.add(errorEvent('second'));
    vi.advanceTimersByTime(4999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((e) => (e.kind === 'pageLoad' ? '' : e.message))).toEqual(['first', 'second']);
  });

  it(`sends at once when ${TELEMETRY_BATCH_MAX} events are waiting, and on flush`, () => {
    const queue = createTelemetryQueue(send);
    for (let i = 0; i < TELEMETRY_BATCH_MAX; i++) queue.add(errorEvent(`error ${i}`));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toHaveLength(TELEMETRY_BATCH_MAX);
    queue.add(errorEvent('after'));
    queue.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports an error once per page, and stops after its limit (an error loop)', () => {
    const queue = createTelemetryQueue(send, { maxPerPage: 3 });
    for (let i = 0; i < 10; i++) queue.add(errorEvent('same'));
    queue.add(errorEvent('two'));
    queue.add(errorEvent('three'));
    queue.add(errorEvent('four'));
    queue.flush();
    expect(send.mock.calls.flatMap(([events]) => events)).toHaveLength(3);
  });

  it('drops a report that fails, without an unhandled rejection', async () => {
    send.mockRejectedValue(new Error('offline'));
    const queue = createTelemetryQueue(send);
    queue.add(errorEvent('lost'));
    queue.flush();
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

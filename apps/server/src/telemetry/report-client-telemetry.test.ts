import { Writable } from 'node:stream';
import type { PayloadOf } from '@labbench/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { TELEMETRY_THROTTLE } from './report-client-telemetry.ts';

const KEY = 'test-telemetry-key-2026';
let t: TestApp;
let off: TestApp;
let lines: Record<string, unknown>[] = [];
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { TELEMETRY_KEY: KEY, LOG_LEVEL: 'info' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});
beforeEach(() => {
  lines = [];
});

/** A client address per test: the throttle is tested on its own. */
const nextAddress = () => `10.77.0.${++addresses}`;
const telemetryLines = () => lines.filter((line) => line.tag === 'telemetry');

function batch(overrides: Partial<PayloadOf<'reportClientTelemetry'>> = {}): PayloadOf<'reportClientTelemetry'> {
  return {
    key: KEY,
    buildDate: '2026-11-20',
    language: 'th',
    browser: 'firefox',
    events: [
      {
        kind: 'error',
        route: '/survey/core_lab',
        message: 'TypeError: x is undefined',
        source: 'index-Bx3f.js',
        line: 1,
        column: 4242,
      },
      {
        kind: 'pageLoad',
        route: '/home',
        ttfbMs: 80,
        domContentLoadedMs: 420,
        loadMs: 900,
        firstContentfulPaintMs: 380,
      },
    ],
    ...overrides,
  };
}

describe('reportClientTelemetry', () => {
  it('with the right key writes each event to the log at info, tagged telemetry, with the page’s facts', async () => {
    const result = await t.call('reportClientTelemetry', batch(), { remoteAddress: nextAddress() });
    expect(dataOf(result)).toEqual({ accepted: 2 });
    const logged = telemetryLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 30,
      tag: 'telemetry',
      kind: 'error',
      route: '/survey/core_lab',
      message: 'TypeError: x is undefined',
      source: 'index-Bx3f.js',
      buildDate: '2026-11-20',
      language: 'th',
      browser: 'firefox',
    });
    expect(logged[1]).toMatchObject({ tag: 'telemetry', kind: 'pageLoad', route: '/home', loadMs: 900 });
  });

  it('refuses a wrong key and logs nothing', async () => {
    const result = await t.callRaw('reportClientTelemetry', batch({ key: 'someone-elses-key-0000' }), {
      remoteAddress: nextAddress(),
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ data: { error: { code: 'invalid_payload', fields: [{ field: 'key' }] } } });
    expect(telemetryLines()).toHaveLength(0);
  });

  it('is unknown where TELEMETRY_KEY is unset, whatever key is sent', async () => {
    const result = await off.callRaw('reportClientTelemetry', batch(), { remoteAddress: nextAddress() });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ data: { error: { code: 'unknown_request' } } });
  });

  it('refuses an oversized report: more than 20 events, a long message or route', async () => {
    const remoteAddress = nextAddress();
    const [error] = batch().events;
    const tooMany = batch({ events: Array.from({ length: 21 }, () => error!) });
    expect((await t.callRaw('reportClientTelemetry', tooMany, { remoteAddress })).status).toBe(400);
    const longMessage = batch({ events: [{ ...error!, message: 'x'.repeat(301) } as never] });
    expect((await t.callRaw('reportClientTelemetry', longMessage, { remoteAddress })).status).toBe(400);
    const longRoute = batch({ events: [{ ...error!, route: `/${'a'.repeat(200)}` }] });
    expect((await t.callRaw('reportClientTelemetry', longRoute, { remoteAddress })).status).toBe(400);
    expect((await t.callRaw('reportClientTelemetry', batch({ events: [] }), { remoteAddress })).status).toBe(400);
    expect(telemetryLines()).toHaveLength(0);
  });

  it(`throttles one address after ${TELEMETRY_THROTTLE.perClient} reports in the window; another address goes on`, async () => {
    const remoteAddress = nextAddress();
    const one = batch({ events: batch().events.slice(1) });
    for (let i = 0; i < TELEMETRY_THROTTLE.perClient; i++) {
      expect((await t.callRaw('reportClientTelemetry', one, { remoteAddress })).status).toBe(200);
    }
    const refused = await t.callRaw('reportClientTelemetry', one, { remoteAddress });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ data: { error: { code: 'too_many_requests' } } });
    expect((await t.callRaw('reportClientTelemetry', one, { remoteAddress: nextAddress() })).status).toBe(200);
  });

  it('logs no personal data: tokens, ids, e-mail addresses and queries are scrubbed, the caller is not named', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user.email);
    const report = batch({
      events: [
        {
          kind: 'rejection',
          route: '/confirm-password/AbC123xyz987tokenvalue?email=dana@lab.example',
          message: `Failed for ${user.email} at https://portal.example/home/9f8e7d6c5b4a3928?token=secret-777 id 123456`,
          source: 'https://portal.example/assets/index-Bx3f.js?v=12',
          line: 3,
          column: 7,
        },
      ],
    });
    const result = await t.call(
      'reportClientTelemetry',
      { ...report, RequesterUserId: user.id },
      {
        token,
        remoteAddress: '10.77.99.99',
      },
    );
    expect(dataOf(result)).toEqual({ accepted: 1 });
    const [logged] = telemetryLines();
    expect(logged).toMatchObject({
      route: '/confirm-password/:param',
      message: 'Failed for <email> at /home/:param id <id>',
      source: 'index-Bx3f.js',
    });
    const line = JSON.stringify(logged);
    for (const secret of [
      user.email,
      user.id,
      token,
      'dana@lab.example',
      'AbC123',
      'secret-777',
      '123456',
      '10.77.99.99',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).not.toContain('?');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handExample } from '../test/benchmark-fixtures.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let example: Awaited<ReturnType<typeof handExample>>;
beforeAll(async () => {
  t = await createTestApp({ env: { BENCHMARK_MIN_PEERS: '6' } });
  example = await handExample(t, await t.tokenFor('staff@demo.example'));
});
afterAll(() => t.close());

const size = async (peers: Record<string, string>, round?: number) =>
  dataOf(
    await t.call(
      'getPeerGroupSize',
      { labCode: example.mine.code, category: 'CL', peers, ...(round ? { round } : {}) },
      { token: example.token },
    ),
  );

describe('getPeerGroupSize', () => {
  it('counts the labs of the group as the user narrows it, against the configured minimum', async () => {
    expect(await size({})).toEqual({ filter: {}, n: 7, minimum: 6, enough: true });
    expect(await size({ region: 'apac' })).toMatchObject({ n: 6, enough: true });
    expect(await size({ region: 'apac', size: 'medium', accreditation: 'yes' })).toMatchObject({ n: 6, enough: true });
    expect(await size({ region: 'apac', labType: 'hospital' })).toMatchObject({ n: 0, enough: false });
    expect(await size({ country: 'CN' })).toMatchObject({ n: 1, enough: false });
  });

  it('counts the round asked for', async () => {
    expect(await size({}, 2025)).toMatchObject({ n: 1, enough: false });
  });

  it('answers a field error for a value that is not a peer dimension', async () => {
    const result = await t.callRaw(
      'getPeerGroupSize',
      { labCode: example.mine.code, category: 'CL', peers: { size: 'huge' } },
      { token: example.token },
    );
    expect(result.status).toBe(400);
    expect(errorOf(result).fields?.map((f) => f.field)).toEqual(['peers.size']);
  });
});

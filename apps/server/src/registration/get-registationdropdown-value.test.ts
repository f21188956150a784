import { JOB_TITLES } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getRegistationdropdownValue', () => {
  it('lists the countries in order without Worldwide, and the 22 job titles', async () => {
    const [lists, ...rest] = dataOf(await t.call('getRegistationdropdownValue', {}));
    expect(rest).toEqual([]);
    expect(lists?.countryData[0]).toEqual({ countryCode: 'AU', countryName: 'Australia' });
    expect(lists?.countryData.map((c) => c.countryCode)).not.toContain('WWB');
    // In the order of the contract's list: §3's countries, then Germany and Italy (D97).
    expect(lists?.countryData.slice(-3)).toEqual([
      { countryCode: 'RU', countryName: 'Russia' },
      { countryCode: 'DE', countryName: 'Germany' },
      { countryCode: 'IT', countryName: 'Italy' },
    ]);
    expect(lists?.countryData).toHaveLength(21);
    expect(lists?.jobDescription).toEqual([...JOB_TITLES]);
    expect(lists?.jobDescription).toHaveLength(22);
  });

  it('needs no session and takes an empty body', async () => {
    const result = await t.callRaw('getRegistationdropdownValue', null, { rawBody: '' });
    expect(result.status).toBe(200);
  });
});

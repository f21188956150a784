import { DEFAULT_COUNTRY } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getAllCountryName', () => {
  it('lists every country a lab can be in, to anyone, as the registration does', async () => {
    const countries = dataOf(await t.call('getAllCountryName', {}));
    const registration = dataOf(await t.call('getRegistationdropdownValue', {}));
    expect(countries).toEqual(registration[0]?.countryData);
    expect(countries.map((c) => c.countryCode)).not.toContain(DEFAULT_COUNTRY);
    expect(countries.length).toBeGreaterThan(10);
  });
});

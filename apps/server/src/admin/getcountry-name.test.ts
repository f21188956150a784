import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await staffSession(t)).token;
  await createLab(t, token, { countryCode: 'KR' });
  await createLab(t, token, { countryCode: 'KR' });
  await createLab(t, token, { countryCode: 'BT' });
});
afterAll(() => t.close());

describe('getcountryName', () => {
  it('lists the countries that have labs, with how many', async () => {
    const countries = dataOf(await t.call('getcountryName', {}, { token }));
    expect(countries.find((c) => c.countryCode === 'KR')).toEqual({ countryCode: 'KR', countryName: 'Korea', labs: 2 });
    expect(countries.find((c) => c.countryCode === 'BT')?.labs).toBe(1);
    expect(countries.find((c) => c.countryCode === 'MM')).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getcontentreaderprofile', () => {
  it("answers a reader's city as address and their own country", async () => {
    const token = await t.tokenFor('reader@demo.example');
    expect(dataOf(await t.call('getcontentreaderprofile', {}, { token }))).toMatchObject({
      firstName: 'Rita',
      userType: 'contentreader',
      nameOfInstuation: null,
      address: 'Chiang Mai',
      countryCode: 'TH',
      country: 'Thailand',
    });
  });

  it('is for content readers only', async () => {
    for (const email of ['lab@demo.example', 'staff@demo.example']) {
      expect((await t.call('getcontentreaderprofile', {}, { token: await t.tokenFor(email) })).status).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handExample, insertBenchmarkLab, memberToken } from '../test/benchmark-fixtures.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let staff: string;
let example: Awaited<ReturnType<typeof handExample>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  example = await handExample(t, staff);
});
afterAll(() => t.close());

describe('getBenchmarkSensitivity', () => {
  it("gives the lab's band for each KPI under each standard peer group, with each group's N", async () => {
    const result = dataOf(
      await t.call('getBenchmarkSensitivity', { labCode: example.mine.code, category: 'CL' }, { token: example.token }),
    );
    expect(result.round).toBe(2026);
    expect(result.groups).toEqual([
      { group: 'all', peers: { filter: {}, n: 7, minimum: 5, enough: true } },
      { group: 'region', peers: { filter: { region: 'apac' }, n: 6, minimum: 5, enough: true } },
      { group: 'country', peers: { filter: { country: 'TH' }, n: 6, minimum: 5, enough: true } },
      { group: 'size', peers: { filter: { region: 'apac', size: 'medium' }, n: 6, minimum: 5, enough: true } },
      {
        group: 'labType',
        peers: { filter: { region: 'apac', labType: 'commercial' }, n: 6, minimum: 5, enough: true },
      },
      {
        group: 'accreditation',
        peers: { filter: { region: 'apac', accreditation: 'yes' }, n: 6, minimum: 5, enough: true },
      },
    ]);
    // Among all seven labs (the one in China adds 10 %, 100 min, 10): rejection 2 is still in the best quarter (p25
    // 2.5), STAT TAT 60 is exactly the median (good, not growth), cost 3 is below the median of 4 (good).
    const bands = Object.fromEntries(result.kpis.map((k) => [k.code, k.bands]));
    expect(bands).toMatchObject({
      CL_SAMPLE_REJECTION: Array(6).fill('excellent'),
      CL_TAT_STAT_MEDIAN: ['good', 'growth', 'growth', 'growth', 'growth', 'growth'],
      CL_COST_PER_TEST: Array(6).fill('good'),
      // No lab answered automation: no band under any group.
      CL_AUTOMATION_LEVEL: Array(6).fill(null),
    });
  });

  it('answers not_found for a lab without a validated response of the category', async () => {
    const lab = await insertBenchmarkLab(t.db);
    const result = await t.call(
      'getBenchmarkSensitivity',
      { labCode: lab.code, category: 'CL' },
      { token: await memberToken(t, lab.id) },
    );
    expect(result.status).toBe(404);
    expect(errorOf(result).code).toBe('not_found');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyDefinitions } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { SMALL_ROUND, seedSmallRound } from './test-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

describe('getTransferRounds', () => {
  it('lists every category’s rounds in the survey’s order, latest first, and which one takes an import', async () => {
    await seedSmallRound(t.db);
    await t.db.update(surveyDefinitions).set({ closedAt: new Date() }).where(eq(surveyDefinitions.category, 'HL'));
    const { rounds } = dataOf(await t.call('getTransferRounds', {}, { token: staff }));
    expect(rounds.map((r) => `${r.category} ${r.round}`)).toEqual([
      'CL 2026',
      'CLT 2026',
      'ML 2026',
      'HL 2026',
      `BB ${SMALL_ROUND}`,
      'BB 2026',
    ]);
    expect(rounds.find((r) => r.category === 'CL')).toEqual({
      category: 'CL',
      round: 2026,
      current: true,
      closed: false,
      importable: true,
    });
    expect(rounds.find((r) => r.category === 'HL')).toMatchObject({ current: true, closed: true, importable: false });
    expect(rounds.find((r) => r.category === 'BB' && r.round === 2026)).toMatchObject({
      current: false,
      importable: false,
    });
  });
});

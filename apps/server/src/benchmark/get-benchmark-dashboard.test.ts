import type { PayloadOf, ReadyBenchmarkDashboard } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clAnswers,
  handExample,
  insertBenchmarkLab,
  insertProcessedResponse,
  memberToken,
} from '../test/benchmark-fixtures.ts';
import { insertSurveyResponse } from '../test/survey-fixtures.ts';
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

async function ready(payload: Partial<PayloadOf<'getBenchmarkDashboard'>> = {}): Promise<ReadyBenchmarkDashboard> {
  const result = dataOf(
    await t.call(
      'getBenchmarkDashboard',
      { labCode: example.mine.code, category: 'CL', ...payload },
      {
        token: example.token,
      },
    ),
  );
  if (result.state !== 'ready') throw new Error(`not ready: ${JSON.stringify(result)}`);
  return result;
}

const kpi = (dashboard: ReadyBenchmarkDashboard, code: string) => {
  const found = dashboard.kpis.find((k) => k.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('getBenchmarkDashboard', () => {
  it("shows the lab's latest round against its region with the hand-computed figures", async () => {
    const dashboard = await ready();
    expect(dashboard).toMatchObject({
      round: 2026,
      rounds: [2025, 2026],
      lab: {
        region: 'apac',
        country: 'TH',
        size: 'medium',
        hospitalSize: null,
        labType: 'commercial',
        accreditation: 'yes',
      },
      peers: { filter: { region: 'apac' }, n: 6, minimum: 5, enough: true },
    });
    const rejection = kpi(dashboard, 'CL_SAMPLE_REJECTION');
    expect(rejection).toMatchObject({ value: 2, n: 6, band: 'excellent' });
    expect(rejection.distribution).toEqual({ p10: 1.5, p25: 2.25, p50: 3.5, p75: 4.75, p90: 5.5 });
    // 2 is the 20th percentile of the six values, and lower is better: the lab does better than 80 %.
    expect(rejection.percentile).toBeCloseTo(80, 6);
    const tat = kpi(dashboard, 'CL_TAT_STAT_MEDIAN');
    expect(tat).toMatchObject({ value: 60, n: 6, band: 'growth' });
    expect(tat.distribution).toMatchObject({ p25: 42.5, p50: 55, p75: 67.5 });
    expect(tat.percentile).toBeCloseTo(40, 6);
    const cost = kpi(dashboard, 'CL_COST_PER_TEST');
    expect(cost).toMatchObject({ value: 3, band: 'good' });
    expect(cost.percentile).toBeCloseTo(60, 6);
    // Higher is better: the second-highest value is excellent where the second-lowest was for rejection.
    const critical = kpi(dashboard, 'CL_CRITICAL_IN_TIME');
    expect(critical).toMatchObject({ value: 90, n: 6, band: 'excellent' });
    expect(critical.distribution).toMatchObject({ p25: 62.5, p50: 75, p75: 87.5 });
    expect(critical.percentile).toBeCloseTo(80, 6);
  });

  it('gives the trend over every validated round: a round with too few peers has no median', async () => {
    const tat = kpi(await ready(), 'CL_TAT_STAT_MEDIAN');
    expect(tat.trend).toEqual([
      { round: 2025, value: 70, median: null, n: 1 },
      { round: 2026, value: 60, median: 55, n: 6 },
    ]);
  });

  it('shows an earlier round when asked, and only the KPIs asked for', async () => {
    const dashboard = await ready({ round: 2025, kpis: ['CL_COST_PER_TEST'] });
    expect(dashboard.round).toBe(2025);
    expect(dashboard.kpis.map((k) => k.code)).toEqual(['CL_COST_PER_TEST']);
    expect(dashboard.kpis[0]).toMatchObject({ value: 4, n: 1, distribution: null, percentile: null, band: null });
  });

  it('shows no statistics for a peer group smaller than the minimum, and says how small it is', async () => {
    const dashboard = await ready({ peers: { region: 'apac', labType: 'hospital' } });
    expect(dashboard.peers).toEqual({
      filter: { region: 'apac', labType: 'hospital' },
      n: 0,
      minimum: 5,
      enough: false,
    });
    for (const k of dashboard.kpis) expect(k).toMatchObject({ n: 0, distribution: null, percentile: null, band: null });
    const china = await ready({ peers: { region: 'china' } });
    expect(china.peers).toMatchObject({ n: 1, enough: false });
    expect(kpi(china, 'CL_COST_PER_TEST')).toMatchObject({ value: 3, n: 1, distribution: null, band: null });
  });

  it('compares with every lab of the category when asked', async () => {
    const all = await ready({ peers: {} });
    expect(all.peers).toMatchObject({ filter: {}, n: 7, enough: true });
    expect(kpi(all, 'CL_COST_PER_TEST').distribution?.p50).toBe(4);
  });

  it('answers field errors for an unknown round, KPI or peer-group value', async () => {
    const call = (payload: Record<string, unknown>) =>
      t.callRaw('getBenchmarkDashboard', { labCode: example.mine.code, category: 'CL', ...payload }, { token: staff });
    const round = await call({ round: 2019 });
    expect(round.status).toBe(400);
    expect(errorOf(round).fields).toEqual([{ field: 'round', message: 'validation.benchmarkUnknownRound' }]);
    const kpis = await call({ kpis: ['CL_COST_PER_TEST', 'ML_INVALID_RUNS'] });
    expect(errorOf(kpis).fields).toEqual([{ field: 'kpis', message: 'validation.benchmarkUnknownKpi' }]);
    const peers = await call({ peers: { region: 'europe' } });
    expect(peers.status).toBe(400);
    expect(errorOf(peers).fields?.map((f) => f.field)).toEqual(['peers.region']);
    const dimension = await call({ peers: { colour: 'blue' } });
    expect(dimension.status).toBe(400);
  });

  it('says why a lab has no dashboard: not taken, in progress, awaiting validation, rejected', async () => {
    const reasonOf = async (labId: string, code: string) => {
      const result = dataOf(
        await t.call(
          'getBenchmarkDashboard',
          { labCode: code, category: 'CL' },
          { token: await memberToken(t, labId) },
        ),
      );
      return result.state === 'none' ? result.reason : result.state;
    };
    const untaken = await insertBenchmarkLab(t.db);
    expect(await reasonOf(untaken.id, untaken.code)).toBe('notTaken');
    const open = await insertBenchmarkLab(t.db);
    await insertSurveyResponse(t.db, { labId: open.id, status: 'P' });
    expect(await reasonOf(open.id, open.code)).toBe('inProgress');
    const waiting = await insertBenchmarkLab(t.db);
    await insertProcessedResponse(t.db, waiting.id, clAnswers(1, 1, 1));
    expect(await reasonOf(waiting.id, waiting.code)).toBe('awaitingValidation');
    const rejected = await insertBenchmarkLab(t.db);
    const id = await insertProcessedResponse(t.db, rejected.id, clAnswers(1, 1, 1));
    dataOf(
      await t.call(
        'validateSurvayandapprove',
        { responseId: id, status: 'R', comment: 'Wrong unit' },
        { token: staff },
      ),
    );
    expect(await reasonOf(rejected.id, rejected.code)).toBe('rejected');
  });
});

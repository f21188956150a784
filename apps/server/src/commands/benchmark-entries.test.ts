import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchmarkEntries, benchmarkPeerGroups, benchmarkStats, benchmarkValues } from '../db/schema/index.ts';
import { processNextResponse } from '../survey/processing-worker.ts';
import {
  accept,
  clAnswers,
  insertBenchmarkLab,
  insertProcessedResponse,
  insertValidatedLab,
} from '../test/benchmark-fixtures.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { refreshBenchmarkStats, removeBenchmarkEntries, writeBenchmarkEntries } from './benchmark-entries.ts';

// Each test uses its own round, so the statistics it reads are of its labs only.
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const entryOf = async (responseId: string) =>
  (await t.db.select().from(benchmarkEntries).where(eq(benchmarkEntries.responseId, responseId)))[0];
const valuesOf = async (responseId: string) =>
  Object.fromEntries(
    (await t.db.select().from(benchmarkValues).where(eq(benchmarkValues.responseId, responseId))).map((v) => [
      v.kpiCode,
      v.value,
    ]),
  );
const groupN = async (round: number, peerKey: string) =>
  (
    await t.db
      .select({ n: benchmarkPeerGroups.n })
      .from(benchmarkPeerGroups)
      .where(
        and(
          eq(benchmarkPeerGroups.category, 'CL'),
          eq(benchmarkPeerGroups.round, round),
          eq(benchmarkPeerGroups.peerKey, peerKey),
        ),
      )
  )[0]?.n;

describe('benchmark entries', () => {
  it('enters an accepted response with its peer attributes and KPI values, and caches the standard groups', async () => {
    const round = 2030;
    const answers = clAnswers(1.5, 42, 3.2, {
      CL_LAB_TYPE: 'hospital',
      CL_HOSPITAL_BEDS: 700,
      CL_ISO15189: 'in_progress',
    });
    const lab = await insertValidatedLab(t, staff, answers, { round });
    expect(await entryOf(lab.responseId)).toMatchObject({
      labId: lab.id,
      category: 'CL',
      round,
      region: 'apac',
      country: 'TH',
      size: 'medium',
      hospitalSize: 'medium',
      labType: 'hospital',
      accreditation: 'in_progress',
    });
    expect(await valuesOf(lab.responseId)).toMatchObject({
      CL_SAMPLE_REJECTION: 1.5,
      CL_TAT_STAT_MEDIAN: 42,
      CL_COST_PER_TEST: 3.2,
    });
    expect(await groupN(round, 'all')).toBe(1);
    expect(await groupN(round, 'region=apac')).toBe(1);
    expect(await groupN(round, 'region=china')).toBe(0);
    const [stat] = await t.db
      .select()
      .from(benchmarkStats)
      .where(and(eq(benchmarkStats.round, round), eq(benchmarkStats.kpiCode, 'CL_TAT_STAT_MEDIAN')));
    expect(stat?.percentiles).toHaveLength(101);
  });

  it('enters amounts in US dollars from the currency the lab answered in, and none in an unknown currency', async () => {
    const round = 2034;
    const baht = await insertValidatedLab(t, staff, clAnswers(1, 40, 100, { CL_CURRENCY_CODE: 'THB' }), { round });
    expect((await valuesOf(baht.responseId)).CL_COST_PER_TEST).toBeCloseTo(2.98);
    const unknown = await insertValidatedLab(t, staff, clAnswers(1, 40, 100, { CL_CURRENCY_CODE: 'XYZ' }), { round });
    const values = await valuesOf(unknown.responseId);
    expect(values.CL_COST_PER_TEST).toBeUndefined();
    expect(values.CL_SAMPLE_REJECTION).toBe(1);
  });

  it('never enters a response staff have not accepted, and takes a rejected one out', async () => {
    const round = 2031;
    const pending = await insertProcessedResponse(
      t.db,
      (await insertBenchmarkLab(t.db)).id,
      clAnswers(1, 30, 2),
      round,
    );
    await writeBenchmarkEntries(t.db, [pending]);
    expect(await entryOf(pending)).toBeUndefined();

    const lab = await insertValidatedLab(t, staff, clAnswers(2, 50, 4), { round });
    await insertValidatedLab(t, staff, clAnswers(3, 60, 5), { round });
    expect(await groupN(round, 'all')).toBe(2);
    const rejected = await t.call(
      'validateSurvayandapprove',
      { responseId: lab.responseId, status: 'R', comment: 'Rejection rate cannot be right' },
      { token: staff },
    );
    expect(dataOf(rejected)).toEqual({ status: 'Updated' });
    expect(await entryOf(lab.responseId)).toBeUndefined();
    expect(await valuesOf(lab.responseId)).toEqual({});
    expect(await groupN(round, 'all')).toBe(1);
  });

  it('rewrites an accepted response processed again after staff changed an answer', async () => {
    const round = 2032;
    const lab = await insertValidatedLab(t, staff, clAnswers(2, 50, 4), { round });
    dataOf(
      await t.call(
        'updateSurveyResponseByinternalUser',
        { responseId: lab.responseId, code: 'CL_TAT_STAT_MEDIAN_MIN', value: 35 },
        { token: staff },
      ),
    );
    while ((await processNextResponse(t.db)) !== null);
    expect(await valuesOf(lab.responseId)).toMatchObject({ CL_TAT_STAT_MEDIAN: 35 });
    const [stat] = await t.db
      .select()
      .from(benchmarkStats)
      .where(
        and(
          eq(benchmarkStats.round, round),
          eq(benchmarkStats.peerKey, 'all'),
          eq(benchmarkStats.kpiCode, 'CL_TAT_STAT_MEDIAN'),
        ),
      );
    expect(stat?.percentiles[50]).toBe(35);
  });

  it('writes many responses at once, a lab in China in the China region, and removes them', async () => {
    const round = 2033;
    const ids: string[] = [];
    for (const [i, country] of ['CN', 'CN', 'JP'].entries()) {
      const lab = await insertBenchmarkLab(t.db, country);
      const id = await insertProcessedResponse(t.db, lab.id, clAnswers(i, 40 + i, 3), round);
      await accept(t, staff, id);
      ids.push(id);
    }
    await removeBenchmarkEntries(t.db, ids);
    expect(await t.db.select().from(benchmarkEntries).where(inArray(benchmarkEntries.responseId, ids))).toEqual([]);
    await writeBenchmarkEntries(t.db, ids);
    await refreshBenchmarkStats(t.db, 'CL', round);
    const entries = await t.db.select().from(benchmarkEntries).where(inArray(benchmarkEntries.responseId, ids));
    expect(entries.map((e) => e.region).sort()).toEqual(['apac', 'china', 'china']);
    expect(await groupN(round, 'region=china')).toBe(2);
    expect(await groupN(round, 'region=apac')).toBe(1);
  });
});

import { SURVEY_CATEGORIES, kpisOf, labSizeByVolume } from '@labbench/contract';
import { and, count, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRound } from '../commands/survey-responses.ts';
import { seedSmallDemoBenchmark } from '../test/demo-benchmark.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import {
  benchmarkEntries,
  benchmarkPeerGroups,
  benchmarkValues,
  labs,
  surveyAnswers,
  surveyDefinitions,
  surveyInputValues,
  surveyResponses,
  users,
} from '../db/schema/index.ts';
import type { DemoSeedResult } from './seed-demo-benchmark.ts';
import { seedDemoBenchmark } from './seed-demo-benchmark.ts';

let t: TestApp;
let seeded: DemoSeedResult | null;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoBenchmark(t.db);
});
afterAll(() => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The stored input values of one code over the validated responses of a category. */
async function inputsOf(category: string, ...codes: string[]) {
  const rows = await t.db
    .select({ id: surveyInputValues.responseId, code: surveyInputValues.code, value: surveyInputValues.value })
    .from(surveyInputValues)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyInputValues.responseId))
    .where(
      and(
        eq(surveyResponses.category, category as 'CL'),
        eq(surveyResponses.surveyStatus, 'A'),
        inArray(surveyInputValues.code, codes),
      ),
    );
  const byResponse = new Map<string, Record<string, number>>();
  for (const row of rows) byResponse.set(row.id, { ...byResponse.get(row.id), [row.code]: row.value });
  return [...byResponse.values()];
}

describe('the demo benchmark seeded at start-up', () => {
  it('makes over 300 labs with validated responses in at least 14 countries, processed and in the benchmark', async () => {
    expect(seeded?.labs).toBeGreaterThanOrEqual(300);
    const rows = await t.db
      .selectDistinct({ labId: surveyResponses.labId, country: labs.countryCode })
      .from(surveyResponses)
      .innerJoin(labs, eq(labs.id, surveyResponses.labId))
      .where(and(eq(surveyResponses.surveyStatus, 'A'), like(labs.labCode, 'DEMO-%')));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(14);

    const [responses] = await t.db
      .select({ n: count() })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyStatus, 'A'));
    const [entries] = await t.db.select({ n: count() }).from(benchmarkEntries);
    expect(entries?.n).toBe(responses?.n);
    expect(entries?.n).toBe(seeded?.responses);
    const unprocessed = await t.db
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.surveyStatus, 'A'),
          sql`(${surveyResponses.processState} <> 'done' or ${surveyResponses.failedChecks} <> '[]'::jsonb or ${surveyResponses.validatedBy} is null)`,
        ),
      );
    expect(unprocessed).toEqual([]);
  });

  it('holds every size and lab type in both rounds, and China peer groups of 5 or more', async () => {
    const peers = await t.db
      .selectDistinct({ round: benchmarkEntries.round, size: benchmarkEntries.size, labType: benchmarkEntries.labType })
      .from(benchmarkEntries);
    for (const round of [2025, 2026]) {
      const own = peers.filter((p) => p.round === round);
      expect(new Set(own.map((p) => p.size))).toEqual(new Set(['small', 'medium', 'large']));
      expect(new Set(own.map((p) => p.labType))).toEqual(
        new Set(['hospital', 'commercial', 'public_health', 'research']),
      );
    }
    const china = await t.db
      .select({ category: benchmarkPeerGroups.category, round: benchmarkPeerGroups.round, n: benchmarkPeerGroups.n })
      .from(benchmarkPeerGroups)
      .where(eq(benchmarkPeerGroups.peerKey, 'region=china'));
    expect(china).toHaveLength(SURVEY_CATEGORIES.length * 2);
    for (const group of china) expect(group.n, `${group.category} ${group.round}`).toBeGreaterThanOrEqual(5);
  });

  it('answers like real labs: samples per FTE per day by size near 25, 100 and 220, STAT TAT median 40–65 min', async () => {
    const cl = await inputsOf(
      'CL',
      'CL_SAMPLES_PER_DAY',
      'CL_SAMPLES_PER_FTE_DAY',
      'CL_TAT_STAT_MEDIAN_MIN',
      'CL_TAT_ROUTINE_MEDIAN_MIN',
      'CL_SAMPLE_REJECTION_PCT',
      'CL_HAEMOLYSED_PCT',
    );
    for (const [size, target] of [
      ['small', 25],
      ['medium', 100],
      ['large', 220],
    ] as const) {
      const perFte = cl
        .filter((r) => labSizeByVolume(r.CL_SAMPLES_PER_DAY ?? 0) === size)
        .map((r) => r.CL_SAMPLES_PER_FTE_DAY ?? 0);
      expect(perFte.length, size).toBeGreaterThan(50);
      expect(median(perFte), size).toBeGreaterThan(target * 0.65);
      expect(median(perFte), size).toBeLessThan(target * 1.35);
    }
    const stat = median(cl.flatMap((r) => (r.CL_TAT_STAT_MEDIAN_MIN === undefined ? [] : [r.CL_TAT_STAT_MEDIAN_MIN])));
    expect(stat).toBeGreaterThanOrEqual(40);
    expect(stat).toBeLessThanOrEqual(65);
    const routine = median(cl.map((r) => r.CL_TAT_ROUTINE_MEDIAN_MIN ?? 0));
    expect(routine).toBeGreaterThanOrEqual(120);
    expect(routine).toBeLessThanOrEqual(300);
    const rejection = median(cl.map((r) => r.CL_SAMPLE_REJECTION_PCT ?? 0));
    expect(rejection).toBeGreaterThanOrEqual(0.5);
    expect(rejection).toBeLessThanOrEqual(3);
    const haemolysis = median(cl.map((r) => r.CL_HAEMOLYSED_PCT ?? 0));
    expect(haemolysis).toBeGreaterThanOrEqual(1);
    expect(haemolysis).toBeLessThanOrEqual(5);
  });

  it('validates the demo lab in both rounds of CL, ML and BB, HL in 2025, and leaves its HL 2026 response open', async () => {
    const rows = await t.db
      .select({
        id: surveyResponses.id,
        category: surveyResponses.category,
        round: surveyResponses.round,
        status: surveyResponses.status,
        surveyStatus: surveyResponses.surveyStatus,
      })
      .from(surveyResponses)
      .innerJoin(labs, eq(labs.id, surveyResponses.labId))
      .where(eq(labs.labCode, 'DEMO-CL-001'));
    const state = rows.map((r) => `${r.category} ${r.round} ${r.status} ${r.surveyStatus ?? '-'}`).sort();
    expect(state).toEqual([
      'BB 2025 A A',
      'BB 2026 A A',
      'CL 2025 A A',
      'CL 2026 A A',
      'HL 2025 A A',
      'HL 2026 P -',
      'ML 2025 A A',
      'ML 2026 A A',
    ]);
    // Every KPI of the catalogue has a value for the demo lab, so its dashboards are full.
    for (const row of rows.filter((r) => r.surveyStatus === 'A')) {
      const [values] = await t.db
        .select({ n: count() })
        .from(benchmarkValues)
        .where(eq(benchmarkValues.responseId, row.id));
      expect(values?.n, `${row.category} ${row.round}`).toBe(kpisOf(row.category).length);
    }
    const [lab] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lab@demo.example'));
    const [answered] = await t.db
      .select({ by: surveyAnswers.answeredBy })
      .from(surveyAnswers)
      .where(eq(surveyAnswers.responseId, rows.find((r) => r.category === 'CL')?.id ?? ''))
      .limit(1);
    expect(answered?.by).toBe(lab?.id);
  });

  it('adds round 2025 closed, from the 2026 definitions retitled, and keeps 2026 the current round', async () => {
    const previous = await t.db
      .select({ title: sql<string>`${surveyDefinitions.definition}->'title'->>'default'` })
      .from(surveyDefinitions)
      .where(and(eq(surveyDefinitions.round, 2025), isNotNull(surveyDefinitions.closedAt)));
    expect(previous).toHaveLength(SURVEY_CATEGORIES.length);
    for (const { title } of previous) expect(title).toMatch(/2025/);
    for (const category of SURVEY_CATEGORIES) expect((await currentRound(t.db, category))?.round).toBe(2026);
  });

  it('does nothing on a later start', async () => {
    const before = await t.db.select({ n: count() }).from(surveyResponses);
    expect(await seedDemoBenchmark(t.db)).toBeNull();
    expect(await t.db.select({ n: count() }).from(surveyResponses)).toEqual(before);
  });
});

describe('the demo benchmark elsewhere', () => {
  it('makes no labs on a database without the demo accounts', async () => {
    const app = await createTestApp();
    try {
      await app.db.delete(users).where(eq(users.email, 'staff@demo.example'));
      const before = await app.db.select({ n: count() }).from(labs);
      expect(await seedDemoBenchmark(app.db)).toBeNull();
      expect(await app.db.select({ n: count() }).from(labs)).toEqual(before);
      expect(await app.db.select({ n: count() }).from(surveyResponses)).toEqual([{ n: 0 }]);
    } finally {
      await app.close();
    }
  });

  it('makes no labs when the survey definitions are missing', async () => {
    const app = await createTestApp();
    try {
      await app.db.delete(surveyDefinitions).where(eq(surveyDefinitions.category, 'BB'));
      expect(await seedDemoBenchmark(app.db)).toBeNull();
      expect(await app.db.select({ n: count() }).from(surveyResponses)).toEqual([{ n: 0 }]);
      expect(
        await app.db.select({ n: count() }).from(surveyDefinitions).where(eq(surveyDefinitions.round, 2025)),
      ).toEqual([{ n: 0 }]);
    } finally {
      await app.close();
    }
  });

  it('seeds a small population for other tests, the same values for the same seed', async () => {
    const apps = [await createTestApp(), await createTestApp()];
    try {
      const results = await Promise.all(apps.map((app) => seedSmallDemoBenchmark(app.db)));
      expect(results[0]?.labs).toBeGreaterThan(20);
      expect(results[0]?.labs).toBeLessThan(80);
      const valuesOf = (app: TestApp) =>
        app.db
          .select({
            code: labs.labCode,
            category: surveyResponses.category,
            round: surveyResponses.round,
            input: surveyInputValues.code,
            value: surveyInputValues.value,
          })
          .from(surveyInputValues)
          .innerJoin(surveyResponses, eq(surveyResponses.id, surveyInputValues.responseId))
          .innerJoin(labs, eq(labs.id, surveyResponses.labId))
          .orderBy(labs.labCode, surveyResponses.category, surveyResponses.round, surveyInputValues.code);
      const [first, second] = await Promise.all(apps.map(valuesOf));
      expect(first?.length).toBeGreaterThan(1000);
      expect(second).toEqual(first);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('keeps a response the demo lab made before the demo benchmark existed', async () => {
    const app = await createTestApp();
    try {
      const [lab] = await app.db.select({ id: labs.id }).from(labs).where(eq(labs.labCode, 'DEMO-CL-001'));
      await app.db.insert(surveyResponses).values({ labId: lab?.id ?? '', category: 'CL', round: 2026 });
      await seedSmallDemoBenchmark(app.db);
      const rows = await app.db
        .select({ round: surveyResponses.round, surveyStatus: surveyResponses.surveyStatus })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.labId, lab?.id ?? ''), eq(surveyResponses.category, 'CL')))
        .orderBy(surveyResponses.round);
      expect(rows).toEqual([
        { round: 2025, surveyStatus: 'A' },
        { round: 2026, surveyStatus: null },
      ]);
    } finally {
      await app.close();
    }
  });
});

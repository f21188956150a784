import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benchmarkEntries,
  benchmarkStats,
  benchmarkValues,
  labs,
  surveyLinks,
  surveyResponses,
  users,
} from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { clAnswers, insertValidatedLab } from '../test/benchmark-fixtures.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';
import { auditOf, createLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  await seedClDefinition(t.db, 2025);
  staff = await staffSession(t);
});
afterAll(() => t.close());

const preview = async (labId: string) => dataOf(await t.call('getlabanduser', { labId }, { token: staff.token }));

/** Deletes as the confirmation does: with the users and open responses the preview named. */
async function confirmDelete(labId: string) {
  const { lab, removal } = await preview(labId);
  return t.call(
    'deleteLabandUser',
    {
      labId,
      version: lab?.version ?? 0,
      userIds: removal?.users.map((u) => u.userId) ?? [],
      openResponseIds: removal?.openResponses.map((r) => r.responseId) ?? [],
    },
    { token: staff.token },
  );
}

describe('deleteLabandUser', () => {
  it('deletes a lab without validated responses with its users, their sessions and open responses', async () => {
    const lab = await insertSurveyLab(t.db, 'Gone Lab');
    const user = await t.createUser({ labId: lab.id });
    const token = await t.tokenFor(user.email);
    const open = await insertSurveyResponse(t.db, { labId: lab.id, status: 'P' });

    const { removal } = await preview(lab.id);
    expect(removal).toMatchObject({
      outcome: 'delete',
      users: [{ userId: user.id, email: user.email }],
      sessions: 1,
      openResponses: [{ responseId: open, category: 'CL', surveyStatus: null }],
      keptResponses: [],
    });
    expect(dataOf(await confirmDelete(lab.id))).toEqual({
      status: 'Deleted',
      users: 1,
      sessions: 1,
      openResponses: 1,
      keptResponses: 0,
    });
    expect((await t.call('getSession', {}, { token })).status).toBe(401);
    expect(await t.db.select().from(labs).where(eq(labs.id, lab.id))).toEqual([]);
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, open))).toEqual([]);
    expect((await auditOf(t, lab.id)).map((e) => e.action)).toEqual(['lab.deleted']);
    expect((await auditOf(t, user.id)).map((e) => e.action)).toEqual(['user.deleted']);
    const [entry] = await auditOf(t, lab.id);
    expect(entry?.before).toMatchObject({
      nameOfInstuation: 'Gone Lab',
      users: [user.email],
      openResponses: ['CL 2026'],
    });
  });

  it('archives a lab with validated responses: they and the benchmark figures stay, the rest goes (D57)', async () => {
    const validated = await insertValidatedLab(t, staff.token, clAnswers(2, 60, 3));
    await insertValidatedLab(t, staff.token, clAnswers(4, 50, 5));
    const user = await t.createUser({ labId: validated.id });
    const token = await t.tokenFor(user.email);
    const open = await insertSurveyResponse(t.db, { labId: validated.id, round: 2025, status: 'P' });
    await t.db.insert(surveyLinks).values({ responseId: validated.responseId, token: `kept-link-${validated.code}` });
    const figures = async () => ({
      entries: await t.db.select().from(benchmarkEntries).orderBy(benchmarkEntries.responseId),
      values: await t.db.select().from(benchmarkValues).orderBy(benchmarkValues.responseId, benchmarkValues.kpiCode),
      stats: await t.db
        .select({ peerKey: benchmarkStats.peerKey, kpiCode: benchmarkStats.kpiCode, p: benchmarkStats.percentiles })
        .from(benchmarkStats)
        .orderBy(benchmarkStats.peerKey, benchmarkStats.kpiCode),
    });
    const before = await figures();
    expect(before.entries.map((e) => e.responseId)).toContain(validated.responseId);
    expect(before.stats.length).toBeGreaterThan(0);

    const { removal } = await preview(validated.id);
    expect(removal).toMatchObject({
      outcome: 'archive',
      keptResponses: [{ responseId: validated.responseId, surveyStatus: 'A' }],
      openResponses: [{ responseId: open }],
    });
    expect(dataOf(await confirmDelete(validated.id))).toMatchObject({ status: 'Archived', users: 1, keptResponses: 1 });

    expect(await figures()).toEqual(before);
    expect((await t.call('getSession', {}, { token })).status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [archived] = await t.db.select().from(labs).where(eq(labs.id, validated.id));
    expect(archived?.archivedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.labId, validated.id))).toHaveLength(1);
    const [link] = await t.db.select().from(surveyLinks).where(eq(surveyLinks.responseId, validated.responseId));
    expect(link?.revokedAt).toBeInstanceOf(Date);

    // Hidden from searches, not found by id, and its code is no one else's.
    const found = dataOf(await t.call('getlabName', { searchLab: validated.code }, { token: staff.token }));
    expect(found.total).toBe(0);
    expect((await t.call('getlabanduser', { labId: validated.id }, { token: staff.token })).status).toBe(404);
    const reuse = await t.call(
      'updateInternalLab',
      { nameOfInstuation: 'Copy', state: 'Bangkok', countryCode: 'TH', status: 'A', labCode: validated.code },
      { token: staff.token },
    );
    expect(errorOf(reuse).code).toBe('lab_code_taken');
    expect((await auditOf(t, validated.id)).map((e) => e.action)).toEqual(['lab.archived']);
  });

  it('refuses when the users, the open responses or the version differ from what was confirmed', async () => {
    const lab = await createLab(t, staff.token);
    const { removal } = await preview(lab.labId);
    await t.createUser({ labId: lab.labId });
    const stale = await t.call(
      'deleteLabandUser',
      { labId: lab.labId, version: 1, userIds: removal?.users.map((u) => u.userId) ?? [], openResponseIds: [] },
      { token: staff.token },
    );
    expect(stale.status).toBe(409);
    const old = await t.call(
      'deleteLabandUser',
      { labId: lab.labId, version: 9, userIds: [], openResponseIds: [] },
      { token: staff.token },
    );
    expect(old.status).toBe(409);
    expect((await preview(lab.labId)).lab?.labId).toBe(lab.labId);
    expect(dataOf(await confirmDelete(lab.labId)).status).toBe('Deleted');
  });
});

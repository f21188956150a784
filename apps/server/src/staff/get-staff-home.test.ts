import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  labs,
  surveyAnswerEdits,
  surveyComments,
  surveyDefinitions,
  surveyResponses,
  users,
} from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
let home: ResponseOf<'getStaffHome'>;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const lab = async (name: string) => (await insertSurveyLab(t.db, name)).id;

/** A thread of one question, its messages a minute apart in the order given. */
async function thread(responseId: string, code: string, authors: ('staff' | 'lab')[]) {
  await t.db.insert(surveyComments).values(
    authors.map((authorRole, i) => ({
      responseId,
      code,
      authorRole,
      text: `${authorRole} ${i}`,
      createdAt: minutesAgo(authors.length - i),
    })),
  );
}

/**
 * The round of the hand-checked figures (current round 2026, CL also 2025):
 * CL awaiting validation 5 (L1–L5): L2 with failed checks, L3 queued 2 h after submission (processing failed), L4
 * queued 2 h after submission but edited by staff a minute ago, L5 queued just now; L6 returned; L7 accepted and L8
 * rejected (nothing to do); L9 opened without answers and L10 only in 2025 (not started); L11 open with answers
 * (started); L1 also in 2025; an archived lab's pending response counts nowhere. Threads: L2 one question for the lab
 * and one reply for staff, L6 one question for the lab, L7's question closed by acceptance.
 * HL: L1 awaiting validation; L12 opened without answers.
 * Labs without an answer in any current round: the demo lab, L9, L10, L12.
 */
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db, 2025);
  staff = await t.tokenFor('staff@demo.example');

  const l1 = await lab('L1');
  await insertSurveyResponse(t.db, { labId: l1 });
  await insertSurveyResponse(t.db, { labId: l1, round: 2025, surveyStatus: 'A' });
  await insertSurveyResponse(t.db, { labId: l1, category: 'HL' });
  const l2 = await insertSurveyResponse(t.db, { labId: await lab('L2') });
  await t.db
    .update(surveyResponses)
    .set({ failedChecks: [{ code: 'CL_SAMPLES_PER_DAY', check: 'checks.range' }] })
    .where(eq(surveyResponses.id, l2));
  const l3 = await insertSurveyResponse(t.db, { labId: await lab('L3'), processState: 'queued' });
  const l4 = await insertSurveyResponse(t.db, { labId: await lab('L4'), processState: 'queued' });
  await t.db
    .update(surveyResponses)
    .set({ submittedAt: minutesAgo(120), updatedAt: minutesAgo(120) })
    .where(inArray(surveyResponses.id, [l3, l4]));
  await t.db.insert(surveyAnswerEdits).values({ responseId: l4, code: 'CL_FTE_TECHNICIANS', editedAt: minutesAgo(1) });
  await insertSurveyResponse(t.db, { labId: await lab('L5'), processState: 'queued' });
  const l6 = await insertSurveyResponse(t.db, { labId: await lab('L6'), status: 'P' });
  await t.db
    .update(surveyResponses)
    .set({ returnedAt: minutesAgo(5) })
    .where(eq(surveyResponses.id, l6));
  const l7 = await insertSurveyResponse(t.db, { labId: await lab('L7'), surveyStatus: 'A' });
  await insertSurveyResponse(t.db, { labId: await lab('L8'), surveyStatus: 'R' });
  await insertSurveyResponse(t.db, { labId: await lab('L9'), status: 'P', answers: {} });
  await insertSurveyResponse(t.db, { labId: await lab('L10'), round: 2025, surveyStatus: 'A' });
  await insertSurveyResponse(t.db, { labId: await lab('L11'), status: 'P' });
  await insertSurveyResponse(t.db, { labId: await lab('L12'), category: 'HL', status: 'P', answers: {} });
  const archived = await lab('Archived');
  await t.db.update(labs).set({ archivedAt: new Date() }).where(eq(labs.id, archived));
  const gone = await insertSurveyResponse(t.db, { labId: archived, processState: 'queued' });
  await t.db
    .update(surveyResponses)
    .set({ submittedAt: minutesAgo(120) })
    .where(eq(surveyResponses.id, gone));
  await thread(gone, 'CL_STAFF', ['staff']);

  await thread(l2, 'CL_SAMPLES_PER_DAY', ['staff', 'lab', 'staff']);
  await thread(l2, 'CL_FTE_TECHNICIANS', ['staff', 'lab']);
  await thread(l6, 'CL_OPEN_24_7', ['staff']);
  await thread(l7, 'CL_LAB_TYPE', ['staff']);

  home = dataOf(await t.call('getStaffHome', {}, { token: staff }));
});
afterAll(() => t.close());

const figuresOf = (category: SurveyCategory) => home.categories.find((c) => c.category === category);
const zero = {
  awaitingValidation: 0,
  withFailedChecks: 0,
  returned: 0,
  questionsForLabs: 0,
  repliesForStaff: 0,
  processingFailed: 0,
  notStarted: 0,
};

describe('getStaffHome', () => {
  it('counts what needs attention in the core lab round', () => {
    expect(figuresOf('CL')).toEqual({
      category: 'CL',
      round: 2026,
      closed: false,
      awaitingValidation: 5,
      withFailedChecks: 1,
      returned: 1,
      questionsForLabs: 2,
      repliesForStaff: 1,
      processingFailed: 1,
      notStarted: 2,
    });
  });

  it('counts each category in its own current round, in the order of the survey types', () => {
    expect(home.categories.map((c) => c.category)).toEqual(['CL', 'CLT', 'ML', 'HL', 'BB']);
    expect(figuresOf('HL')).toEqual({
      category: 'HL',
      round: 2026,
      closed: false,
      ...zero,
      awaitingValidation: 1,
      notStarted: 1,
    });
    expect(figuresOf('ML')).toEqual({ category: 'ML', round: 2026, closed: false, ...zero });
  });

  it('counts the labs without an answer in any current round, archived labs left out', () => {
    expect(home.labsWithoutAnswers).toBe(4);
  });

  it('says when the current round is closed', async () => {
    await t.db.update(surveyDefinitions).set({ closedAt: new Date() }).where(eq(surveyDefinitions.category, 'BB'));
    const after = dataOf(await t.call('getStaffHome', {}, { token: staff }));
    expect(after.categories.find((c) => c.category === 'BB')?.closed).toBe(true);
  });

  it('is for staff only', async () => {
    const member = await t.createUser({ labId: await lab('Member lab') });
    const [distributor] = await t.db
      .update(users)
      .set({ userType: 'distributor' })
      .where(eq(users.id, (await t.createUser({ labId: await lab('Distributor lab') })).id))
      .returning({ email: users.email });
    for (const email of [member.email, distributor?.email ?? '']) {
      const result = await t.call('getStaffHome', {}, { token: await t.tokenFor(email) });
      expect(result.status).toBe(403);
    }
    expect((await t.call('getStaffHome', {})).status).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, benchmarkEntries, surveyComments, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
let staffId: string;
beforeAll(async () => {
  t = await createTestApp();
  // 2024 finished (a later round exists) but not closed, 2025 closed by staff, 2026 the current round.
  await seedClDefinition(t.db, 2024);
  await seedClDefinition(t.db, 2025);
  await seedClDefinition(t.db);
  await t.db
    .update(surveyDefinitions)
    .set({ closedAt: new Date() })
    .where(and(eq(surveyDefinitions.category, 'CL'), eq(surveyDefinitions.round, 2025)));
  staff = await t.tokenFor('staff@demo.example');
  staffId = dataOf(await t.call('getSession', {}, { token: staff })).user.userId;
});
afterAll(() => t.close());

type Decision = 'A' | 'P' | 'R';
const decide = (responseId: string, status: Decision, comment?: string) =>
  t.call('validateSurvayandapprove', { responseId, status, comment }, { token: staff });
const rowOf = async (id: string) => (await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0];
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.at);
const inBenchmark = async (id: string) =>
  (await t.db.select().from(benchmarkEntries).where(eq(benchmarkEntries.responseId, id))).length === 1;
const newResponse = async (fixture: Partial<Parameters<typeof insertSurveyResponse>[1]> = {}) => {
  const lab = await insertSurveyLab(t.db);
  return { lab, id: await insertSurveyResponse(t.db, { labId: lab.id, ...fixture }) };
};
const expectRefused = (result: Awaited<ReturnType<typeof decide>>, reason: string) => {
  expect(result.status).toBe(409);
  expect(errorOf(result)).toEqual({ code: 'invalid_state', message: `review.refused.${reason}` });
};

describe('validateSurvayandapprove: accept', () => {
  it('accepts with its comment, closes the threads, enters the benchmark and is audited with who and when', async () => {
    const { lab, id } = await newResponse();
    await t.db
      .insert(surveyComments)
      .values({ responseId: id, code: 'CL_SAMPLES_PER_DAY', authorRole: 'staff', text: '?' });
    expect(dataOf(await decide(id, 'A', 'Looks right'))).toEqual({ status: 'Updated' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ surveyStatus: 'A', validationComment: 'Looks right', validatedBy: staffId });
    expect(row?.validatedAt).toBeInstanceOf(Date);
    expect(await inBenchmark(id)).toBe(true);
    const detail = dataOf(await t.call('validateSurveyQuestionsResponse', { responseId: id }, { token: staff }));
    expect(detail.threads.map((th) => th.open)).toEqual([false]);
    expect(detail.summary).toMatchObject({ state: 'accepted', openQuestions: 0 });
    expect(detail.decision).toMatchObject({ validatedBy: 'Sam Staff', roundClosed: false, roundOpenForAnswers: true });

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'response.accepted',
      actorId: staffId,
      actorEmail: 'staff@demo.example',
      targetType: 'response',
      labId: lab.id,
      labCode: lab.code,
      before: { status: 'A', survey_status: null, validation_comment: null },
      after: { status: 'A', survey_status: 'A', validation_comment: 'Looks right' },
    });
    expect(entry?.targetLabel).toBe(`${lab.code} · CL 2026`);
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it('is refused on an accepted response, one still processing and one the lab has not submitted', async () => {
    expectRefused(await decide((await newResponse({ surveyStatus: 'A' })).id, 'A'), 'alreadyAccepted');
    const queued = await newResponse({ processState: 'queued' });
    expectRefused(await decide(queued.id, 'A'), 'processing');
    expect((await rowOf(queued.id))?.surveyStatus).toBeNull();
    expectRefused(await decide((await newResponse({ status: 'P' })).id, 'R', 'No'), 'withLab');
    expect(await auditOf(queued.id)).toEqual([]);
  });
});

describe('validateSurvayandapprove: reject', () => {
  it('needs a reason, is final and keeps the response out of the benchmark', async () => {
    const { id } = await newResponse();
    dataOf(await decide(id, 'A'));
    expect(await inBenchmark(id)).toBe(true);
    const bare = await decide(id, 'R');
    expect(bare.status).toBe(400);
    expect(errorOf(bare).fields).toEqual([{ field: 'comment', message: 'validation.rejectCommentRequired' }]);
    expect(dataOf(await decide(id, 'R', 'Staff numbers missing'))).toEqual({ status: 'Updated' });
    expect(await rowOf(id)).toMatchObject({ surveyStatus: 'R', validationComment: 'Staff numbers missing' });
    expect(await inBenchmark(id)).toBe(false);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'response.rejected',
      before: { survey_status: 'A' },
      after: { survey_status: 'R', validation_comment: 'Staff numbers missing' },
    });
    for (const decision of ['A', 'P', 'R'] as const)
      expectRefused(await decide(id, decision, 'Again'), 'rejectedFinal');
    expect(await auditOf(id)).toHaveLength(2);
  });
});

describe('validateSurvayandapprove: return to the lab', () => {
  it('needs a message and reopens the response for the lab, threads open, out of the benchmark', async () => {
    const { lab, id } = await newResponse();
    dataOf(await decide(id, 'A'));
    await t.db
      .insert(surveyComments)
      .values({ responseId: id, code: 'CL_FTE_TECHNICIANS', authorRole: 'staff', text: 'Per FTE?' });
    const bare = await decide(id, 'P', '  ');
    expect(errorOf(bare).fields).toEqual([{ field: 'comment', message: 'validation.returnCommentRequired' }]);

    expect(dataOf(await decide(id, 'P', 'Please give the staff as FTE.'))).toEqual({ status: 'Updated' });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'P',
      surveyStatus: null,
      processState: 'none',
      returnedBy: staffId,
      validatedAt: null,
      validationComment: 'Please give the staff as FTE.',
    });
    expect(row?.returnedAt).toBeInstanceOf(Date);
    expect(await inBenchmark(id)).toBe(false);
    expect((await auditOf(id)).map((a) => [a.action, a.before?.status, a.after?.status])).toEqual([
      ['response.accepted', 'A', 'A'],
      ['response.returned', 'A', 'P'],
    ]);

    // The lab sees it returned with the message, its question still open, titled in every language.
    const member = await t.tokenFor((await t.createUser({ labId: lab.id })).email);
    const threads = dataOf(await t.call('getSurveyComment', { labCode: lab.code, category: 'CL' }, { token: member }));
    expect(threads).toMatchObject({ state: 'returned', validationComment: 'Please give the staff as FTE.' });
    expect(threads.threads).toMatchObject([{ code: 'CL_FTE_TECHNICIANS', open: true }]);
    expect(threads.questionTitles.CL_FTE_TECHNICIANS?.default).toBeTruthy();
    expect(threads.questionTitles.CL_FTE_TECHNICIANS?.ja).toBeTruthy();

    // Listed as returned; no decision while the lab has it.
    const listed = dataOf(
      await t.call('getSurveysForValidation', { page: 1, statuses: ['returned'] }, { token: staff }),
    );
    expect(listed.items.map((i) => [i.responseId, i.state])).toContainEqual([id, 'returned']);
    expectRefused(await decide(id, 'A'), 'withLab');

    // Submitted again (as the form's Complete does) and processed: pending once more, the thread goes on.
    await t.db.update(surveyResponses).set({ status: 'A', processState: 'done' }).where(eq(surveyResponses.id, id));
    const again = dataOf(await t.call('validateSurveyQuestionsResponse', { responseId: id }, { token: staff }));
    expect(again.summary.state).toBe('pending');
    expect(again.summary.returnedAt).not.toBeNull();
    expect(again.decision.returnedBy).toBe('Sam Staff');
    expect(again.threads).toMatchObject([{ code: 'CL_FTE_TECHNICIANS', open: true }]);
    dataOf(await decide(id, 'A'));
    expect(await inBenchmark(id)).toBe(true);
  });
});

describe('validateSurvayandapprove: rounds', () => {
  it('changes nothing in a closed round', async () => {
    const accepted = await newResponse({ round: 2025, surveyStatus: 'A' });
    const pending = await newResponse({ round: 2025 });
    expectRefused(await decide(accepted.id, 'R', 'Late'), 'roundClosed');
    expectRefused(await decide(pending.id, 'A'), 'roundClosed');
    expect((await rowOf(accepted.id))?.surveyStatus).toBe('A');
    const detail = dataOf(
      await t.call('validateSurveyQuestionsResponse', { responseId: pending.id }, { token: staff }),
    );
    expect(detail.decision).toMatchObject({ roundClosed: true, roundOpenForAnswers: false });
  });

  it('accepts and rejects in a finished round staff have not closed, but returns nothing the lab cannot answer', async () => {
    const { id } = await newResponse({ round: 2024 });
    expectRefused(await decide(id, 'P', 'Change it'), 'roundFinished');
    dataOf(await decide(id, 'A'));
    dataOf(await decide(id, 'R', 'Wrong unit'));
  });

  it('answers notFound for a response that does not exist', async () => {
    const result = await decide('00000000-0000-4000-8000-000000000000', 'A');
    expect(errorOf(result).code).toBe('not_found');
  });
});

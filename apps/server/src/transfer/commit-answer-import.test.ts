import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerImportRows, auditLog, surveyAnswers, surveyResponses } from '../db/schema/index.ts';
import { processNextResponse } from '../survey/processing-worker.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse } from '../test/survey-fixtures.ts';
import { completeClAnswers, fileRows, sendFile } from './test-fixtures.ts';

let t: TestApp;
let staff: string;
let cl: Awaited<ReturnType<typeof completeClAnswers>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  cl = await completeClAnswers(t.db);
});
afterAll(() => t.close());

const responseOf = async (labId: string) =>
  (
    await t.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.labId, labId), eq(surveyResponses.round, 2026)))
  )[0];
const answersOf = async (responseId: string) =>
  Object.fromEntries(
    (await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, responseId))).map((a) => [
      a.code,
      a.value,
    ]),
  );

describe('commitAnswerImport', () => {
  it('writes a good file: each response submitted with the file’s answers, queued, audited, then in the validation list', async () => {
    const fresh = await insertSurveyLab(t.db, 'Imported Fresh Lab');
    const started = await insertSurveyLab(t.db, 'Imported Draft Lab');
    const draftId = await insertSurveyResponse(t.db, {
      labId: started.id,
      status: 'P',
      answers: { CL_LAB_TYPE: 'commercial', CL_NOT_IN_FILE: 3 },
    });
    const file = fileRows(cl.codes, [
      { code: fresh.code, answers: cl.answers },
      { code: started.code, answers: cl.answers },
    ]);
    const { final } = await sendFile(t, staff, { category: 'CL', fileName: 'round-2026.csv', ...file });
    expect(final).toMatchObject({ status: 'ready', validRows: 2, errorCount: 0 });

    const done = dataOf(await t.call('commitAnswerImport', { importId: final.importId }, { token: staff }));
    expect(done).toMatchObject({ status: 'completed', writtenRows: 2 });
    expect(done.completedAt).not.toBeNull();
    for (const lab of [fresh, started]) {
      const response = await responseOf(lab.id);
      expect(response).toMatchObject({ status: 'A', processState: 'queued', surveyStatus: null });
      expect(response?.submittedAt).not.toBeNull();
      expect(await answersOf(response?.id ?? '')).toEqual(cl.answers);
    }
    expect((await responseOf(started.id))?.id).toBe(draftId);
    expect(await t.db.select().from(answerImportRows).where(eq(answerImportRows.importId, final.importId))).toEqual([]);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['response.imported', 'import.completed']));
    expect(entries.find((e) => e.action === 'import.completed')).toMatchObject({
      actorEmail: 'staff@demo.example',
      targetId: final.importId,
      targetLabel: 'round-2026.csv',
      after: { category: 'CL', round: 2026, responses: 2, fileType: 'csv' },
    });
    const draftEntry = entries.find((e) => e.targetId === draftId);
    expect(draftEntry).toMatchObject({ labId: started.id, labCode: started.code, before: { status: 'P', answers: 2 } });
    expect(draftEntry?.after).toMatchObject({ status: 'A', answers: Object.keys(cl.answers).length, row: 4 });
    expect(draftEntry?.after?.changed).toEqual(
      expect.arrayContaining(['CL_LAB_TYPE', 'CL_NOT_IN_FILE', 'CL_SAMPLES_PER_DAY']),
    );

    // Processing as the worker of any server process does it, both responses in turn.
    expect(await processNextResponse(t.db)).not.toBeNull();
    expect(await processNextResponse(t.db)).not.toBeNull();
    expect((await responseOf(fresh.id))?.processState).toBe('done');
    const list = dataOf(
      await t.call('getSurveysForValidation', { categories: ['CL'], search: 'Imported', page: 1 }, { token: staff }),
    );
    expect(list.items.map((i) => i.labName).sort()).toEqual(['Imported Draft Lab', 'Imported Fresh Lab']);

    const twice = await t.call('commitAnswerImport', { importId: final.importId }, { token: staff });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe('transfer.errors.importFinished');
  });

  it('writes nothing when a lab submits its own answers between the check and Import', async () => {
    const first = await insertSurveyLab(t.db);
    const second = await insertSurveyLab(t.db);
    const file = fileRows(cl.codes, [
      { code: first.code, answers: cl.answers },
      { code: second.code, answers: cl.answers },
    ]);
    const { final } = await sendFile(t, staff, { category: 'CL', ...file });
    expect(final.status).toBe('ready');
    await insertSurveyResponse(t.db, { labId: second.id, answers: { CL_LAB_TYPE: 'hospital' } });

    const refused = dataOf(await t.call('commitAnswerImport', { importId: final.importId }, { token: staff }));
    expect(refused.status).toBe('refused');
    expect(refused.problems).toEqual([
      { row: 4, column: null, message: 'transfer.problems.responseSubmitted', severity: 'error' },
    ]);
    expect(await responseOf(first.id)).toBeUndefined();
    expect(await answersOf((await responseOf(second.id))?.id ?? '')).toEqual({ CL_LAB_TYPE: 'hospital' });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.labId, first.id));
    expect(audited).toEqual([]);
  });

  it('answers an unknown import as such', async () => {
    const result = await t.call(
      'commitAnswerImport',
      { importId: '00000000-0000-4000-8000-000000000001' },
      { token: staff },
    );
    expect(result.status).toBe(404);
    expect(errorOf(result).message).toBe('transfer.errors.importUnknown');
  });
});

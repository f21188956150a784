import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerImportRows, labs, surveyAnswers, surveyResponses } from '../db/schema/index.ts';
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

const responsesOf = (labId: string) => t.db.select().from(surveyResponses).where(eq(surveyResponses.labId, labId));

describe('stageAnswerImportRows', () => {
  it('refuses the whole file for one bad row, naming its row, column and reason, and keeps nothing', async () => {
    const good = await insertSurveyLab(t.db);
    const bad = await insertSurveyLab(t.db);
    const file = fileRows(cl.codes, [
      { code: good.code, answers: cl.answers },
      { code: bad.code, answers: { ...cl.answers, CL_SAMPLES_PER_DAY: 'many' } },
    ]);
    const { final, problems } = await sendFile(t, staff, { category: 'CL', ...file }, 1);

    expect(final.status).toBe('refused');
    expect(final.errorCount).toBe(1);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([
      { row: 4, column: 'CL_SAMPLES_PER_DAY', message: 'validation.surveyNotANumber', severity: 'error' },
    ]);
    expect(await responsesOf(good.id)).toEqual([]);
    expect(await t.db.select().from(answerImportRows).where(eq(answerImportRows.importId, final.importId))).toEqual([]);
    const again = await t.call('commitAnswerImport', { importId: final.importId }, { token: staff });
    expect(errorOf(again).message).toBe('transfer.errors.importNotReady');
    expect(await responsesOf(good.id)).toEqual([]);
  });

  it('checks a row as a submission: required answers missing, the lab and its response', async () => {
    const open = await insertSurveyLab(t.db);
    const accepted = await insertSurveyLab(t.db);
    await insertSurveyResponse(t.db, { labId: accepted.id, surveyStatus: 'A' });
    const submitted = await insertSurveyLab(t.db);
    await insertSurveyResponse(t.db, { labId: submitted.id });
    const archived = await insertSurveyLab(t.db);
    await t.db.update(labs).set({ archivedAt: new Date() }).where(eq(labs.id, archived.id));
    const { CL_LAB_TYPE: _dropped, ...withoutType } = cl.answers;
    const file = fileRows(cl.codes, [
      { code: open.code, answers: withoutType },
      { code: accepted.code, answers: cl.answers },
      { code: submitted.code, answers: cl.answers },
      { code: archived.code, answers: cl.answers },
      { code: 'LAB-NOSUCH1', answers: cl.answers },
      { code: open.code.toLowerCase(), answers: cl.answers },
      { code: '', answers: cl.answers },
    ]);
    const { final, problems } = await sendFile(t, staff, { category: 'CL', ...file });
    expect(final.status).toBe('refused');
    const errors = problems.filter((p) => p.severity === 'error').map((p) => [p.row, p.column, p.message]);
    expect(errors).toEqual([
      [3, 'CL_LAB_TYPE', 'checks.required'],
      [4, 'lab_code', 'transfer.problems.responseAccepted'],
      [5, 'lab_code', 'transfer.problems.responseSubmitted'],
      [6, 'lab_code', 'transfer.problems.labArchived'],
      [7, 'lab_code', 'transfer.problems.unknownLab'],
      [8, 'lab_code', 'transfer.problems.duplicateLab'],
      [9, 'lab_code', 'transfer.problems.labCodeMissing'],
    ]);
  });

  it('reads formula cells as text: a number question refuses one, a text question keeps it as written', async () => {
    const lab = await insertSurveyLab(t.db);
    const file = fileRows(cl.codes, [{ code: lab.code, answers: { ...cl.answers, CL_SAMPLES_PER_DAY: '=2*600' } }]);
    const { problems } = await sendFile(t, staff, { category: 'CL', ...file });
    expect(problems).toContainEqual({
      row: 3,
      column: 'CL_SAMPLES_PER_DAY',
      message: 'validation.surveyNotANumber',
      severity: 'error',
    });
    expect(await responsesOf(lab.id)).toEqual([]);
  });

  it('leaves out rows without answers, and refuses a file that has nothing else', async () => {
    const lab = await insertSurveyLab(t.db);
    const file = fileRows(cl.codes, [{ code: lab.code, answers: {} }]);
    const { final, problems } = await sendFile(t, staff, { category: 'CL', ...file });
    expect(final).toMatchObject({ status: 'refused', skippedRows: 1, validRows: 0, errorCount: 1 });
    expect(problems).toEqual([{ row: 0, column: null, message: 'transfer.problems.noAnswers', severity: 'error' }]);
  });

  it('finds a lab named again in a later chunk', async () => {
    const lab = await insertSurveyLab(t.db);
    const other = await insertSurveyLab(t.db);
    const file = fileRows(cl.codes, [
      { code: lab.code, answers: cl.answers },
      { code: other.code, answers: cl.answers },
      { code: lab.code, answers: cl.answers },
    ]);
    const { final, problems } = await sendFile(t, staff, { category: 'CL', ...file }, 2);
    expect(final.status).toBe('refused');
    expect(problems.filter((p) => p.severity === 'error')).toEqual([
      { row: 5, column: 'lab_code', message: 'transfer.problems.duplicateLab', severity: 'error' },
    ]);
  });

  it('takes rows in order only, and no more than the file announced', async () => {
    const lab = await insertSurveyLab(t.db);
    const file = fileRows(cl.codes, [{ code: lab.code, answers: cl.answers }]);
    const start = dataOf(
      await t.call(
        'startAnswerImport',
        {
          category: 'CL',
          round: 2026,
          fileName: 'a.csv',
          fileSize: 10,
          headerRow: 1,
          columns: file.columns,
          totalRows: 1,
        },
        { token: staff },
      ),
    );
    const skipped = await t.call(
      'stageAnswerImportRows',
      { importId: start.importId, offset: 1, rows: file.rows },
      {
        token: staff,
      },
    );
    expect(skipped.status).toBe(409);
    expect(errorOf(skipped).message).toBe('transfer.errors.importOutOfOrder');
    const twice = [...file.rows, { ...file.rows[0], row: 4, cells: file.rows[0]?.cells ?? [] }];
    const tooMany = await t.call(
      'stageAnswerImportRows',
      { importId: start.importId, offset: 0, rows: twice },
      {
        token: staff,
      },
    );
    expect(errorOf(tooMany).message).toBe('transfer.errors.importOutOfOrder');
    const ok = dataOf(
      await t.call('stageAnswerImportRows', { importId: start.importId, offset: 0, rows: file.rows }, { token: staff }),
    );
    expect(ok).toMatchObject({ status: 'ready', receivedRows: 1, validRows: 1, errorCount: 0 });
    expect(
      await t.db
        .select()
        .from(surveyAnswers)
        .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
        .where(eq(surveyResponses.labId, lab.id)),
    ).toEqual([]);
  });
});

import { IMPORT_LIMITS } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerImportRows, answerImports, surveyDefinitions } from '../db/schema/index.ts';
import { insertSurveyLab } from '../test/survey-fixtures.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { SMALL_ROUND, seedSmallRound } from './test-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await seedSmallRound(t.db);
});
afterAll(() => t.close());

const file = (overrides: Partial<PayloadOf<'startAnswerImport'>> = {}): PayloadOf<'startAnswerImport'> => ({
  category: 'BB',
  round: SMALL_ROUND,
  fileName: 'answers.csv',
  fileSize: 2048,
  headerRow: 1,
  columns: ['lab_code', 'BB_LAB_TYPE', 'BB_UNITS_PER_YEAR'],
  totalRows: 3,
  ...overrides,
});

describe('startAnswerImport', () => {
  it('starts checking a file of the current round and keeps where it stands in the database', async () => {
    const started = dataOf(await t.call('startAnswerImport', file({ fileName: 'Answers.XLSX' }), { token: staff }));
    expect(started).toMatchObject({
      status: 'checking',
      totalRows: 3,
      receivedRows: 0,
      problems: [],
      fileName: 'Answers.XLSX',
    });
    const [row] = await t.db.select().from(answerImports).where(eq(answerImports.id, started.importId));
    expect(row).toMatchObject({ fileType: 'xlsx', category: 'BB', round: SMALL_ROUND, status: 'checking' });
  });

  it.each([
    [file({ fileName: 'answers.pdf' }), 415, 'transfer.errors.fileType'],
    [file({ fileName: 'answers.xls' }), 415, 'transfer.errors.fileType'],
    [file({ fileSize: 0 }), 400, 'transfer.errors.fileEmpty'],
    [file({ totalRows: 0 }), 400, 'transfer.errors.fileEmpty'],
    [file({ fileSize: IMPORT_LIMITS.maxFileBytes + 1 }), 413, 'transfer.errors.fileTooLarge'],
    [file({ totalRows: IMPORT_LIMITS.maxRows + 1 }), 413, 'transfer.errors.tooManyRows'],
  ])(
    'refuses a file of the wrong type, an empty one and one over the limits (%#)',
    async (payload, status, message) => {
      const result = await t.call('startAnswerImport', payload, { token: staff });
      expect(result.status).toBe(status);
      expect(errorOf(result).message).toBe(message);
    },
  );

  it('takes the current open round only', async () => {
    const unknown = await t.call('startAnswerImport', file({ round: 2019 }), { token: staff });
    expect(errorOf(unknown).message).toBe('transfer.errors.roundUnknown');
    const earlier = await t.call('startAnswerImport', file({ round: 2026 }), { token: staff });
    expect(errorOf(earlier).message).toBe('transfer.errors.roundClosed');
    await t.db.update(surveyDefinitions).set({ closedAt: new Date() }).where(eq(surveyDefinitions.round, SMALL_ROUND));
    const closed = await t.call('startAnswerImport', file(), { token: staff });
    expect(closed.status).toBe(409);
    expect(errorOf(closed).message).toBe('transfer.errors.roundClosed');
    await t.db.update(surveyDefinitions).set({ closedAt: null }).where(eq(surveyDefinitions.round, SMALL_ROUND));
  });

  it('refuses a header without the lab code first, with unknown or repeated columns or a required one missing, naming each', async () => {
    const refused = dataOf(
      await t.call(
        'startAnswerImport',
        file({
          headerRow: 2,
          columns: ['BB_LAB_TYPE', 'BB_LAB_TYPE', 'BB_LAB_TYPE', 'BB_NO_SUCH_QUESTION', '=cmd|calc'],
        }),
        { token: staff },
      ),
    );
    expect(refused.status).toBe('refused');
    expect(refused.problems).toEqual([
      { row: 2, column: 'BB_LAB_TYPE', message: 'transfer.problems.labCodeColumnMissing', severity: 'error' },
      { row: 2, column: 'BB_LAB_TYPE', message: 'transfer.problems.duplicateColumn', severity: 'error' },
      { row: 2, column: 'BB_NO_SUCH_QUESTION', message: 'transfer.problems.unknownColumn', severity: 'error' },
      { row: 2, column: '=cmd|calc', message: 'transfer.problems.unknownColumn', severity: 'error' },
      { row: 2, column: 'BB_UNITS_PER_YEAR', message: 'transfer.problems.requiredColumnMissing', severity: 'error' },
    ]);
    const rows = await t.call(
      'stageAnswerImportRows',
      { importId: refused.importId, offset: 0, rows: [{ row: 3, cells: ['x'] }] },
      { token: staff },
    );
    expect(errorOf(rows).message).toBe('transfer.errors.importOutOfOrder');
  });

  it('refuses an import left unfinished for a day and gives its kept rows back, when the next one starts', async () => {
    const lab = await insertSurveyLab(t.db);
    const left = dataOf(await t.call('startAnswerImport', file({ totalRows: 1 }), { token: staff }));
    const staged = dataOf(
      await t.call(
        'stageAnswerImportRows',
        { importId: left.importId, offset: 0, rows: [{ row: 2, cells: [lab.code, 'hospital', '12'] }] },
        { token: staff },
      ),
    );
    expect(staged.status).toBe('ready');
    await t.db
      .update(answerImports)
      .set({ updatedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(answerImports.id, left.importId));
    dataOf(await t.call('startAnswerImport', file(), { token: staff }));
    expect(dataOf(await t.call('getAnswerImport', { importId: left.importId }, { token: staff })).status).toBe(
      'refused',
    );
    expect(await t.db.select().from(answerImportRows).where(eq(answerImportRows.importId, left.importId))).toEqual([]);
    const late = await t.call('commitAnswerImport', { importId: left.importId }, { token: staff });
    expect(errorOf(late).message).toBe('transfer.errors.importNotReady');
  });

  it('is for staff only', async () => {
    const member = await t.createUser({ labId: null });
    const result = await t.call('startAnswerImport', file(), { token: await t.tokenFor(member.email) });
    expect(result.status).toBe(403);
  });
});

import { IMPORT_LIMITS } from '@labbench/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, surveyAnswers, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { SMALL_ROUND, fileRows, seedSmallRound } from './test-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await seedSmallRound(t.db);
});
afterAll(() => t.close());

const LABS = IMPORT_LIMITS.maxRows;

describe('getAnswerImport', () => {
  it('reports the progress of a 10,000-row file from the database along the way, then its completion', async () => {
    // 10,000 labs in one statement (PGlite takes seconds for as many single inserts).
    await t.db.execute(sql`
        insert into ${labs} (id, name, lab_code, country_code, state, status)
        select gen_random_uuid()::text, 'Bulk lab ' || n, 'BULK-' || lpad(n::text, 5, '0'), 'TH', 'Bangkok', 'A'
        from generate_series(1, ${LABS}) as n`);
    const file = fileRows(
      ['BB_LAB_TYPE', 'BB_UNITS_PER_YEAR', 'BB_NOTE'],
      Array.from({ length: LABS }, (_, i) => ({
        code: `BULK-${String(i + 1).padStart(5, '0')}`,
        answers: { BB_LAB_TYPE: i % 2 ? 'hospital' : 'commercial', BB_UNITS_PER_YEAR: 1000 + i, BB_NOTE: `=note ${i}` },
      })),
    );
    const started = dataOf(
      await t.call(
        'startAnswerImport',
        {
          category: 'BB',
          round: SMALL_ROUND,
          fileName: 'all-labs.xlsx',
          fileSize: 900_000,
          headerRow: 1,
          columns: file.columns,
          totalRows: LABS,
        },
        { token: staff },
      ),
    );
    const seen: number[] = [];
    for (let offset = 0; offset < LABS; offset += IMPORT_LIMITS.chunkRows) {
      const rows = file.rows.slice(offset, offset + IMPORT_LIMITS.chunkRows);
      dataOf(await t.call('stageAnswerImportRows', { importId: started.importId, offset, rows }, { token: staff }));
      const now = dataOf(await t.call('getAnswerImport', { importId: started.importId }, { token: staff }));
      seen.push(now.receivedRows);
      expect(now.status).toBe(offset + rows.length < LABS ? 'checking' : 'ready');
    }
    expect(seen).toHaveLength(LABS / IMPORT_LIMITS.chunkRows);
    expect(seen.every((n, i) => n === (i + 1) * IMPORT_LIMITS.chunkRows)).toBe(true);

    const done = dataOf(await t.call('commitAnswerImport', { importId: started.importId }, { token: staff }));
    expect(done).toMatchObject({ status: 'completed', writtenRows: LABS, validRows: LABS, receivedRows: LABS });
    const [queued] = await t.db
      .select({ n: count() })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.round, SMALL_ROUND), eq(surveyResponses.processState, 'queued')));
    expect(queued?.n).toBe(LABS);
    const [notes] = await t.db
      .select({ n: count() })
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.code, 'BB_NOTE'), sql`${surveyAnswers.value} #>> '{}' like '=note %'`));
    expect(notes?.n).toBe(LABS);
    expect(dataOf(await t.call('getAnswerImport', { importId: started.importId }, { token: staff }))).toEqual(done);
  }, 180_000);

  it('answers an unknown import as such', async () => {
    const result = await t.call(
      'getAnswerImport',
      { importId: '00000000-0000-4000-8000-000000000002' },
      { token: staff },
    );
    expect(result.status).toBe(404);
    expect(errorOf(result).message).toBe('transfer.errors.importUnknown');
  });
});

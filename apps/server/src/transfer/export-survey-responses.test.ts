import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse } from '../test/survey-fixtures.ts';
import { SMALL_ROUND, seedSmallRound } from './test-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  await seedSmallRound(t.db);
});
afterAll(() => t.close());

const NOTES = ['=1+1', '+66 2 123', '-2+3+cmd|"/C calc"!A0', '@SUM(A1:A9)', '=HYPERLINK("http://x")\nsecond line'];

describe('exportSurveyResponses', () => {
  it('gives every response of the round with its lab, status and answers, escaping formula-like text', async () => {
    const ids: string[] = [];
    for (const [i, note] of NOTES.entries()) {
      const lab = await insertSurveyLab(t.db, `=Lab ${i}`);
      ids.push(
        await insertSurveyResponse(t.db, {
          labId: lab.id,
          category: 'BB',
          round: SMALL_ROUND,
          status: i === 0 ? 'P' : 'A',
          surveyStatus: i === 2 ? 'A' : i === 3 ? 'R' : null,
          answers: { BB_LAB_TYPE: 'hospital', BB_UNITS_PER_YEAR: -5 + i, BB_NOTE: note },
        }),
      );
    }
    await t.db
      .update(surveyResponses)
      .set({ returnedAt: new Date() })
      .where(eq(surveyResponses.id, ids[0] ?? ''));

    const bytes = dataOf(
      await t.call('exportSurveyResponses', { category: 'BB', round: SMALL_ROUND, format: 'csv' }, { token: staff }),
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(header).toEqual([
      'lab_code',
      'lab_name',
      'country',
      'status',
      'BB_LAB_TYPE',
      'BB_UNITS_PER_YEAR',
      'BB_NOTE',
    ]);
    // Rows come by lab code; read them by lab name here.
    const byName = [...rows].sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? ''));
    expect(byName.map((r) => r.slice(1, 4))).toEqual(
      ['returned', 'submitted', 'accepted', 'rejected', 'submitted'].map((status, i) => [`'=Lab ${i}`, 'TH', status]),
    );
    expect(byName.map((r) => r[5])).toEqual(['-5', '-4', '-3', '-2', '-1']);
    expect(byName.map((r) => r[6])).toEqual(NOTES.map((note) => `'${note}`));

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));
    expect(entry).toMatchObject({
      actorEmail: 'staff@demo.example',
      targetType: 'export',
      after: { kind: 'responses', category: 'BB', round: SMALL_ROUND, format: 'csv', rows: NOTES.length },
    });
  });

  it('gives the same as XLSX', async () => {
    const bytes = dataOf(
      await t.call('exportSurveyResponses', { category: 'BB', round: SMALL_ROUND, format: 'xlsx' }, { token: staff }),
    );
    const book = XLSX.read(bytes, { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(rows).toHaveLength(NOTES.length + 1);
    const byName = rows.slice(1).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(byName.map((r) => r[6])).toEqual(NOTES.map((note) => `'${note}`));
    expect(byName.map((r) => r[5])).toEqual([-5, -4, -3, -2, -1]);
  });

  it('answers a round that does not exist as such', async () => {
    const result = await t.call(
      'exportSurveyResponses',
      { category: 'BB', round: 2002, format: 'csv' },
      { token: staff },
    );
    expect(errorOf(result).message).toBe('transfer.errors.roundUnknown');
  });
});

import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
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

const csvRows = (bytes: Uint8Array) => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
};

describe('downloadAnswerTemplate', () => {
  it('gives the codes, a note row of the questions in staff’s language, and a row per lab that may still answer', async () => {
    const open = await insertSurveyLab(t.db, 'Open lab');
    const submitted = await insertSurveyLab(t.db, 'Submitted lab');
    await insertSurveyResponse(t.db, { labId: submitted.id, category: 'BB', round: SMALL_ROUND });
    const archived = await insertSurveyLab(t.db, 'Archived lab');
    await t.db.update(labs).set({ archivedAt: new Date() }).where(eq(labs.id, archived.id));

    const bytes = dataOf(
      await t.call(
        'downloadAnswerTemplate',
        { category: 'BB', round: SMALL_ROUND, format: 'csv', language: 'th' },
        { token: staff },
      ),
    );
    const [header, notes, ...labRows] = csvRows(bytes);
    expect(header).toEqual(['lab_code', 'BB_LAB_TYPE', 'BB_UNITS_PER_YEAR', 'BB_NOTE']);
    expect(notes?.[0]).toMatch(/^# /);
    expect(notes?.[1]).toContain('ประเภทห้องปฏิบัติการ');
    expect(notes?.[1]).toContain('hospital (Hospital laboratory) | commercial');
    expect(notes?.[2]).toContain('Units a year');
    expect(notes?.[2]).toContain('0–1000000');
    const codes = labRows.map((row) => row[0]);
    expect(codes).toContain(open.code);
    expect(codes).not.toContain(submitted.code);
    expect(codes).not.toContain(archived.code);
  });

  it('gives an XLSX with the answers sheet first and a notes sheet listing the questions', async () => {
    const bytes = dataOf(
      await t.call(
        'downloadAnswerTemplate',
        { category: 'CL', round: 2026, format: 'xlsx', language: 'en' },
        { token: staff },
      ),
    );
    const book = XLSX.read(bytes, { type: 'array' });
    expect(book.SheetNames).toHaveLength(2);
    const [answers, notes] = book.SheetNames.map((name) =>
      XLSX.utils.sheet_to_json<string[]>(book.Sheets[name] ?? {}, { header: 1, raw: false }),
    );
    expect(answers?.[0]?.slice(0, 3)).toEqual(['lab_code', 'CL_LAB_TYPE', 'CL_HOSPITAL_BEDS']);
    expect(notes?.[1]?.slice(0, 2)).toEqual(['CL_LAB_TYPE', 'What type of laboratory is this?']);
  });

  it('answers a round that does not exist as such', async () => {
    const result = await t.call(
      'downloadAnswerTemplate',
      { category: 'CL', round: 2001, format: 'csv', language: 'en' },
      { token: staff },
    );
    expect(result.status).toBe(404);
    expect(errorOf(result).message).toBe('transfer.errors.roundUnknown');
  });
});

import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labs } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

describe('exportLabList', () => {
  it('lists every lab, archived ones with their date, formula-like names escaped, and records the export', async () => {
    const formula = await insertSurveyLab(t.db, '@cmd("calc")\nLab');
    const archived = await insertSurveyLab(t.db, 'Archived lab');
    await t.db
      .update(labs)
      .set({ archivedAt: new Date('2026-10-01T00:00:00Z') })
      .where(eq(labs.id, archived.id));
    await t.createUser({ labId: formula.id });

    const bytes = dataOf(await t.call('exportLabList', { format: 'csv' }, { token: staff }));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(header?.slice(0, 3)).toEqual(['lab_code', 'name', 'name_local']);
    const byCode = new Map(rows.map((r) => [r[0], r]));
    expect(byCode.get(formula.code)?.[1]).toBe('\'@cmd("calc")\nLab');
    expect(byCode.get(formula.code)?.[11]).toBe('1');
    expect(byCode.get(archived.code)?.[9]).toBe('2026-10-01T00:00:00.000Z');
    const total = await t.db.$count(labs);
    expect(rows).toHaveLength(total);

    const xlsx = dataOf(await t.call('exportLabList', { format: 'xlsx' }, { token: staff }));
    const book = XLSX.read(xlsx, { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 })).toHaveLength(
      total + 1,
    );

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));
    expect(entries.map((e) => e.after)).toEqual([
      { kind: 'labs', format: 'csv', rows: total },
      { kind: 'labs', format: 'xlsx', rows: total },
    ]);
  });
});

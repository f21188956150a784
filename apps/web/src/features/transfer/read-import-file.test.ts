import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cellText, readCsv, readImportFile, readXlsx } from './read-import-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function workbook(rows: XLSX.CellObject[][]): Uint8Array<ArrayBuffer> {
  const sheet: XLSX.WorkSheet = {};
  rows.forEach((cells, r) => cells.forEach((cell, c) => (sheet[XLSX.utils.encode_cell({ r, c })] = cell)));
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: 2 } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'answers');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('readCsv', () => {
  it('reads UTF-8 text with its byte-order mark, Thai and a formula as written', () => {
    expect(readCsv(utf8('\uFEFFlab_code,CL_NOTE\r\nLAB-A,=1+1\r\nLAB-B,"ห้อง, แล็บ"\r\n'))).toEqual({
      grid: [['lab_code', 'CL_NOTE'], ['LAB-A', '=1+1'], ['LAB-B', 'ห้อง, แล็บ'], ['']],
      problem: null,
    });
  });

  it('refuses bytes that are no UTF-8 text, and a quote left open', () => {
    expect(readCsv(new Uint8Array([0x6c, 0xe0, 0x41]))).toEqual({ grid: null, problem: 'transfer.errors.notText' });
    expect(readCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toEqual({
      grid: null,
      problem: 'transfer.errors.notText',
    });
    expect(readCsv(utf8('lab_code\n"LAB-A'))).toEqual({ grid: null, problem: 'transfer.errors.unreadable' });
  });

  it('gives back every grid a CSV writer wrote, whatever the cells hold', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ไ', '漢', ',', '"', '\n', '\r', ' ', '=', '-', '@', '1') });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        (width, rows) => {
          const grid = rows.map((row) => row.slice(0, width));
          const csv = Papa.unparse(grid, { newline: '\r\n' });
          // A grid of one empty cell is an empty file: no rows at all.
          expect(readCsv(utf8(csv)).grid).toEqual(csv === '' ? [] : grid);
        },
      ),
    );
  });
});

describe('readXlsx', () => {
  it('reads the first sheet from row 1, a formula as its formula and never its result', async () => {
    const bytes = workbook([
      [
        { t: 's', v: 'lab_code' },
        { t: 's', v: 'CL_BEDS' },
        { t: 's', v: 'CL_NOTE' },
      ],
      [
        { t: 's', v: 'LAB-A' },
        { t: 'n', v: 2, f: '1+1' },
        { t: 's', v: 'ห้อง' },
      ],
      [
        { t: 's', v: 'LAB-B' },
        { t: 'n', v: 450 },
        { t: 'b', v: true },
      ],
    ]);
    expect(await readXlsx(bytes)).toEqual({
      grid: [
        ['lab_code', 'CL_BEDS', 'CL_NOTE'],
        ['LAB-A', '=1+1', 'ห้อง'],
        ['LAB-B', '450', 'true'],
      ],
      problem: null,
    });
  });

  it('refuses a file that is no workbook', async () => {
    expect(await readXlsx(utf8('lab_code\nLAB-A'))).toEqual({ grid: null, problem: 'transfer.errors.unreadable' });
    expect(await readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({
      grid: null,
      problem: 'transfer.errors.unreadable',
    });
  });

  it('reads an error cell as shown and an empty cell as nothing', () => {
    expect(cellText({ t: 'e', v: 7, w: '#DIV/0!' })).toBe('#DIV/0!');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ t: 'z' })).toBe('');
  });
});

describe('readImportFile', () => {
  it('refuses another type, an empty file and one over 10 MB before reading it', async () => {
    expect((await readImportFile(new File(['x'], 'answers.pdf'))).problem).toBe('transfer.errors.fileType');
    expect((await readImportFile(new File([], 'answers.csv'))).problem).toBe('transfer.errors.fileEmpty');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'answers.xlsx');
    expect((await readImportFile(big)).problem).toBe('transfer.errors.fileTooLarge');
  });

  it('reads a CSV or an XLSX by its name', async () => {
    expect((await readImportFile(new File(['lab_code\r\nLAB-A'], 'a.CSV'))).grid).toEqual([['lab_code'], ['LAB-A']]);
    const xlsx = workbook([[{ t: 's', v: 'lab_code' }], [{ t: 's', v: 'LAB-A' }]]);
    expect((await readImportFile(new File([xlsx], 'a.xlsx'))).grid).toEqual([
      ['lab_code', '', ''],
      ['LAB-A', '', ''],
    ]);
  });
});

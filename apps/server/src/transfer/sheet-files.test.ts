import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sheetFile } from './sheet-files.ts';

const DANGEROUS = ['=1+1', '+1', '-2+3', '@SUM(A1)', '=HYPERLINK("http://x")\nline two', '-1\r\n=2'];

describe('sheetFile', () => {
  it('escapes every cell that begins like a formula in CSV, multi-line values too, which papaparse alone leaves', () => {
    expect(Papa.unparse([['=1\n2']], { escapeFormulae: true })).toBe('"=1\n2"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      sheetFile('csv', [{ name: 'x', rows: [DANGEROUS, [12, -5, null]] }]),
    );
    const [cells, numbers] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(cells).toEqual(DANGEROUS.map((value) => `'${value}`));
    expect(numbers).toEqual(['12', '-5', '']);
  });

  it('escapes them in XLSX as text cells, and writes every sheet', () => {
    const book = XLSX.read(
      sheetFile('xlsx', [
        { name: 'answers', rows: [DANGEROUS] },
        { name: 'notes: [a/b]', rows: [['note']] },
      ]),
      { type: 'array' },
    );
    expect(book.SheetNames).toEqual(['answers', 'notes   a b ']);
    const [cells] = XLSX.utils.sheet_to_json<string[]>(book.Sheets.answers ?? {}, { header: 1 });
    // XLSX keeps a line break as one LF.
    expect(cells).toEqual(DANGEROUS.map((value) => `'${value.replace(/\r\n/g, '\n')}`));
    expect(Object.values(book.Sheets.answers ?? {}).some((cell: { f?: string }) => cell.f)).toBe(false);
  });
});

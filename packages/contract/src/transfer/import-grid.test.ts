import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellShapeProblems,
  fileProblem,
  formatOfFileName,
  headerProblems,
  importGrid,
  rowCountProblem,
} from './import-grid.ts';
import { IMPORT_LIMITS } from './limits.ts';

describe('importGrid', () => {
  it('takes the first row as the header and leaves out the label row, notes and blank rows', () => {
    const grid = importGrid([
      ['\uFEFFlab_code ', ' CL_LAB_TYPE', ''],
      ['# Lab code', 'Type of laboratory'],
      ['LAB-A', 'hospital'],
      ['', '  '],
      ['LAB-B', '=1+1'],
    ]);
    expect(grid).toEqual({
      headerRow: 1,
      columns: ['lab_code', 'CL_LAB_TYPE'],
      rows: [
        { row: 3, cells: ['LAB-A', 'hospital'] },
        { row: 5, cells: ['LAB-B', '=1+1'] },
      ],
    });
  });

  it('finds a header below blank rows and gives null for a file without one', () => {
    expect(importGrid([[''], ['lab_code'], ['LAB-A']])?.headerRow).toBe(2);
    expect(importGrid([])).toBeNull();
    expect(importGrid([['  '], ['# only a note']])).toBeNull();
  });

  it('keeps every data row with its spreadsheet row number and its cells untouched', () => {
    const cell = fc.oneof(fc.constant(''), fc.string());
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 30 }), (body) => {
        const grid = importGrid([['lab_code', 'X'], ...body]);
        const kept = body.flatMap((cells, i) =>
          cells.every((c) => c.trim() === '') || (cells[0] ?? '').trim().startsWith('#') ? [] : [{ row: i + 2, cells }],
        );
        expect(grid?.rows).toEqual(kept);
      }),
    );
  });
});

describe('headerProblems', () => {
  const questions = [
    { name: 'CL_A', isRequired: true },
    { name: 'CL_B', isRequired: false },
    { name: 'CL_C', isRequired: true, visibleIf: '{CL_B} = 1' },
  ];
  it('accepts the lab code and known question codes once each, the questions always required among them', () => {
    expect(headerProblems(['lab_code', 'CL_A'], questions)).toEqual([]);
    expect(headerProblems(['LAB_CODE', 'CL_B', 'CL_A', 'CL_C'], questions)).toEqual([]);
  });

  it('names a missing lab code column, unknown and repeated columns, and a required question without a column', () => {
    expect(headerProblems(['CL_A', 'CL_X', 'CL_B', 'CL_B'], questions, 2)).toEqual([
      { row: 2, column: 'CL_A', message: 'transfer.problems.labCodeColumnMissing' },
      { row: 2, column: 'CL_X', message: 'transfer.problems.unknownColumn' },
      { row: 2, column: 'CL_B', message: 'transfer.problems.duplicateColumn' },
      { row: 2, column: 'CL_A', message: 'transfer.problems.requiredColumnMissing' },
    ]);
    expect(headerProblems([], [])).toEqual([
      { row: 1, column: null, message: 'transfer.problems.labCodeColumnMissing' },
    ]);
  });
});

describe('cellShapeProblems', () => {
  it('names cells beyond the header once, and cells over the length limit by their column', () => {
    const long = 'x'.repeat(IMPORT_LIMITS.maxCellLength + 1);
    expect(cellShapeProblems({ row: 4, cells: ['LAB-A', long, 'a', 'b'] }, ['lab_code', 'CL_A'])).toEqual([
      { row: 4, column: 'CL_A', message: 'transfer.problems.cellTooLong' },
      { row: 4, column: null, message: 'transfer.problems.extraCells' },
    ]);
    expect(cellShapeProblems({ row: 4, cells: ['LAB-A', '1', ' ', ''] }, ['lab_code', 'CL_A'])).toEqual([]);
  });
});

describe('files', () => {
  it('knows CSV and XLSX by their name, in any case', () => {
    expect(formatOfFileName('answers.CSV')).toBe('csv');
    expect(formatOfFileName('answers.xlsx ')).toBe('xlsx');
    expect(formatOfFileName('answers.xls')).toBeNull();
    expect(formatOfFileName('csv')).toBeNull();
  });

  it('refuses another type, an empty file and one over 10 MB', () => {
    expect(fileProblem('answers.pdf', 10)).toBe('transfer.errors.fileType');
    expect(fileProblem('answers.csv', 0)).toBe('transfer.errors.fileEmpty');
    expect(fileProblem('answers.xlsx', IMPORT_LIMITS.maxFileBytes + 1)).toBe('transfer.errors.fileTooLarge');
    expect(fileProblem('answers.xlsx', IMPORT_LIMITS.maxFileBytes)).toBeNull();
  });

  it('refuses a file without data rows and one over 10,000', () => {
    expect(rowCountProblem(0)).toBe('transfer.errors.fileEmpty');
    expect(rowCountProblem(10_001)).toBe('transfer.errors.tooManyRows');
    expect(rowCountProblem(10_000)).toBeNull();
  });
});

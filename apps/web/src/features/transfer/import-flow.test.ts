import { describe, expect, it } from 'vitest';
import { INITIAL_IMPORT, gridToSend, importReducer, validationSearch } from './import-flow.ts';
import type { ImportView } from './import-flow.ts';

const view = (patch: Partial<ImportView>): ImportView => ({
  importId: 'i-1',
  category: 'CL',
  round: 2026,
  fileName: 'a.csv',
  status: 'checking',
  totalRows: 2,
  receivedRows: 0,
  validRows: 0,
  skippedRows: 0,
  errorCount: 0,
  warningCount: 0,
  writtenRows: 0,
  problems: [],
  problemsLeftOut: 0,
  completedAt: null,
  ...patch,
});
const problem = { row: 3, column: 'CL_A', message: 'validation.surveyNotANumber', severity: 'error' as const };

describe('importReducer', () => {
  it('gathers the problems of every chunk and is checked once the last one is in', () => {
    let state = importReducer(INITIAL_IMPORT, { type: 'reading', fileName: 'a.csv' });
    state = importReducer(state, { type: 'read', grid: { headerRow: 1, columns: ['lab_code'], rows: [] } });
    state = importReducer(state, { type: 'checked', view: view({ receivedRows: 1, problems: [problem] }) });
    expect(state).toMatchObject({ phase: 'checking', problems: [problem] });
    state = importReducer(state, {
      type: 'checked',
      view: view({ status: 'refused', receivedRows: 2, problems: [{ ...problem, row: 4 }] }),
    });
    expect(state.phase).toBe('checked');
    expect(state.problems.map((p) => p.row)).toEqual([3, 4]);
  });

  it('goes back to the check with the problems when Import is refused, and to done when it is written', () => {
    const checked = importReducer(INITIAL_IMPORT, { type: 'checked', view: view({ status: 'ready' }) });
    const writing = importReducer(checked, { type: 'writing' });
    expect(writing.phase).toBe('writing');
    const refused = importReducer(writing, { type: 'written', view: view({ status: 'refused', problems: [problem] }) });
    expect(refused).toMatchObject({ phase: 'checked', problems: [problem] });
    expect(importReducer(writing, { type: 'written', view: view({ status: 'completed' }) }).phase).toBe('done');
  });

  it('keeps a failure’s message, at the step where it happened', () => {
    const failedRead = importReducer(INITIAL_IMPORT, { type: 'failed', error: 'transfer.errors.fileType' });
    expect(failedRead).toMatchObject({ phase: 'idle', error: 'transfer.errors.fileType' });
    const checked = importReducer(INITIAL_IMPORT, { type: 'checked', view: view({ status: 'ready' }) });
    expect(importReducer(checked, { type: 'failed', error: 'errors.network' }).phase).toBe('checked');
  });
});

describe('gridToSend', () => {
  it('sends a file with a header and rows', () => {
    expect(
      gridToSend([
        ['lab_code', 'CL_A'],
        ['LAB-A', '1'],
      ]),
    ).toEqual({
      grid: { headerRow: 1, columns: ['lab_code', 'CL_A'], rows: [{ row: 2, cells: ['LAB-A', '1'] }] },
    });
  });

  it('refuses a file without rows, and one with a cell longer than the server takes, naming it', () => {
    expect(gridToSend([['lab_code']])).toEqual({ error: 'transfer.errors.fileEmpty', problems: [] });
    expect(gridToSend([])).toEqual({ error: 'transfer.errors.fileEmpty', problems: [] });
    const refused = gridToSend([
      ['lab_code', 'CL_A'],
      ['LAB-A', 'x'.repeat(2001)],
    ]);
    expect(refused).toEqual({
      error: 'transfer.problems.cellTooLong',
      problems: [{ row: 2, column: 'CL_A', message: 'transfer.problems.cellTooLong', severity: 'error' }],
    });
  });
});

describe('validationSearch', () => {
  it('opens the validation list on the imported category and round, waiting for validation', () => {
    expect(validationSearch('CL', 2026)).toBe('?category=CL&round=2026&status=pending');
  });
});

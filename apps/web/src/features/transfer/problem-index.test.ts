import { describe, expect, it } from 'vitest';
import type { ImportProblem } from './import-flow.ts';
import { orderedProblems, problemsByRow } from './problem-index.ts';

const p = (row: number, column: string | null, severity: 'error' | 'warning' = 'error'): ImportProblem => ({
  row,
  column,
  message: `m${row}${column ?? ''}`,
  severity,
});

describe('orderedProblems', () => {
  it('lists errors before warnings, each by row and then as found', () => {
    const list = [p(5, 'A', 'warning'), p(7, 'B'), p(3, 'C'), p(3, 'A'), p(1, 'A', 'warning')];
    expect(orderedProblems(list)).toEqual([
      p(3, 'C'),
      p(3, 'A'),
      p(7, 'B'),
      p(1, 'A', 'warning'),
      p(5, 'A', 'warning'),
    ]);
  });
});

describe('problemsByRow', () => {
  it('puts each problem on its cell, or on its row when it names no column or one the file lacks', () => {
    const rows = problemsByRow(
      [p(3, 'A'), p(3, 'A', 'warning'), p(3, null), p(3, 'Z'), p(4, 'B', 'warning')],
      ['A', 'B'],
    );
    expect(rows.get(3)?.cells.get('A')).toHaveLength(2);
    expect(rows.get(3)?.row).toEqual([p(3, null), p(3, 'Z')]);
    expect(rows.get(3)?.hasError).toBe(true);
    expect(rows.get(4)?.hasError).toBe(false);
    expect(rows.has(5)).toBe(false);
  });
});

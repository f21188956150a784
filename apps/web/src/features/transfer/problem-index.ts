import type { ImportProblem } from './import-flow.ts';

/** Problems listed before the rest: errors first (they refuse the file), then by row, in the order found. */
export function orderedProblems(problems: readonly ImportProblem[]): ImportProblem[] {
  return problems
    .map((problem, i) => ({ problem, i }))
    .sort(
      (a, b) =>
        (a.problem.severity === b.problem.severity ? 0 : a.problem.severity === 'error' ? -1 : 1) ||
        a.problem.row - b.problem.row ||
        a.i - b.i,
    )
    .map(({ problem }) => problem);
}

/** The problems of one row: those of its cells by column, and those of the whole row. */
export interface RowProblems {
  cells: Map<string, ImportProblem[]>;
  row: ImportProblem[];
  hasError: boolean;
}

/**
 * The problems by row number, for marking the preview's rows and cells. A problem of a column the file does not have
 * (a required question whose column is missing) is the row's own.
 */
export function problemsByRow(
  problems: readonly ImportProblem[],
  columns: readonly string[],
): Map<number, RowProblems> {
  const shown = new Set(columns);
  const rows = new Map<number, RowProblems>();
  for (const problem of problems) {
    const entry: RowProblems = rows.get(problem.row) ?? { cells: new Map(), row: [], hasError: false };
    if (problem.column === null || !shown.has(problem.column)) entry.row.push(problem);
    else entry.cells.set(problem.column, [...(entry.cells.get(problem.column) ?? []), problem]);
    entry.hasError ||= problem.severity === 'error';
    rows.set(problem.row, entry);
  }
  return rows;
}

import {
  IMPORT_ERRORS,
  IMPORT_LIMITS,
  IMPORT_PROBLEMS,
  cellShapeProblems,
  importGrid,
  rowCountProblem,
} from '@labbench/contract';
import type { ImportGrid, ResponseOf, SurveyCategory } from '@labbench/contract';

export type ImportView = ResponseOf<'getAnswerImport'>;
export type ImportProblem = ImportView['problems'][number];

/** Problems the screen keeps for the preview at most; the counts say how many there are in all. */
export const KEPT_PROBLEMS = 5_000;

/** Where the import screen is: nothing picked, the file being read, its rows checked, checked, written, done. */
export type ImportPhase = 'idle' | 'reading' | 'checking' | 'checked' | 'writing' | 'done';

export interface ImportState {
  phase: ImportPhase;
  fileName: string | null;
  /** The file as read: header and data rows (what the preview shows). */
  grid: ImportGrid | null;
  /** The server's view of the import, after the last call. */
  view: ImportView | null;
  /** Every problem found so far (up to KEPT_PROBLEMS). */
  problems: ImportProblem[];
  /** A message key when the file or a call failed before any row could be checked. */
  error: string | null;
}

export const INITIAL_IMPORT: ImportState = {
  phase: 'idle',
  fileName: null,
  grid: null,
  view: null,
  problems: [],
  error: null,
};

/** What the import's steps do with the state; one function per step, so the screen's hook stays a thin wrapper. */
export type ImportEvent =
  | { type: 'reading'; fileName: string }
  | { type: 'failed'; error: string; problems?: ImportProblem[] }
  | { type: 'read'; grid: ImportGrid }
  | { type: 'checked'; view: ImportView }
  | { type: 'writing' }
  | { type: 'written'; view: ImportView }
  | { type: 'reset' };

export function importReducer(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'reading':
      return { ...INITIAL_IMPORT, phase: 'reading', fileName: event.fileName };
    case 'failed':
      return {
        ...state,
        phase: state.view ? 'checked' : 'idle',
        error: event.error,
        problems: event.problems ?? state.problems,
      };
    case 'read':
      return { ...state, phase: 'checking', grid: event.grid };
    case 'checked': {
      const problems = [...state.problems, ...event.view.problems].slice(0, KEPT_PROBLEMS);
      const phase = event.view.status === 'checking' ? 'checking' : 'checked';
      return { ...state, phase, view: event.view, problems, error: null };
    }
    case 'writing':
      return { ...state, phase: 'writing', error: null };
    case 'written':
      return event.view.status === 'completed'
        ? { ...state, phase: 'done', view: event.view }
        : { ...state, phase: 'checked', view: event.view, problems: event.view.problems };
    case 'reset':
      return INITIAL_IMPORT;
  }
}

/**
 * A read file's grid ready to send, or the problem that refuses it before any row leaves the browser: no header,
 * no rows or too many, too many columns, a cell longer than the server takes.
 */
export function gridToSend(rows: string[][]): { grid: ImportGrid } | { error: string; problems: ImportProblem[] } {
  const grid = importGrid(rows);
  if (!grid) return { error: IMPORT_ERRORS.fileEmpty, problems: [] };
  const countProblem = rowCountProblem(grid.rows.length);
  if (countProblem) return { error: countProblem, problems: [] };
  if (grid.columns.length > IMPORT_LIMITS.maxColumns) return { error: IMPORT_ERRORS.unreadable, problems: [] };
  const tooLong = grid.rows
    .flatMap((row) => cellShapeProblems(row, grid.columns))
    .filter((p) => p.message === IMPORT_PROBLEMS.cellTooLong)
    .map((p): ImportProblem => ({ ...p, severity: 'error' }));
  return tooLong.length > 0 ? { error: IMPORT_PROBLEMS.cellTooLong, problems: tooLong } : { grid };
}

/** The import's address on the validation list: the category and round's submitted responses. */
export function validationSearch(category: SurveyCategory, round: number): string {
  return `?${new URLSearchParams({ category, round: String(round), status: 'pending' }).toString()}`;
}

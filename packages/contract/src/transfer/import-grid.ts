import { IMPORT_LIMITS, LAB_CODE_COLUMN, NOTE_PREFIX, TRANSFER_FORMATS } from './limits.ts';
import type { TransferFormat } from './limits.ts';
import { IMPORT_ERRORS, IMPORT_PROBLEMS } from './problems.ts';
import type { SurveyQuestion } from '../survey/questions.ts';

/** One data row of a file: its row number as the spreadsheet shows it (1 is the first) and its cells as text. */
export interface ImportRow {
  row: number;
  cells: string[];
}

/** A file read into its header and data rows. */
export interface ImportGrid {
  /** The header's row number. */
  headerRow: number;
  /** The header's cells, trimmed; trailing empty header cells are left out. */
  columns: string[];
  rows: ImportRow[];
}

/** Something wrong with the header, a row or a cell; `row` is the spreadsheet's row number, `column` a header. */
export interface GridProblem {
  row: number;
  column: string | null;
  message: string;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
const isNote = (cells: readonly string[]) => (cells[0] ?? '').trim().startsWith(NOTE_PREFIX);

/**
 * Reads a parsed file (rows of cell texts): the header is the first row that is not blank, rows whose first cell
 * starts with `#` are notes (the template's label row), blank rows are left out. A byte-order mark before the first
 * cell is dropped. Null when the file holds no header at all.
 */
export function importGrid(grid: readonly (readonly string[])[]): ImportGrid | null {
  const headerIndex = grid.findIndex((cells) => !isBlank(cells) && !isNote(cells));
  const header = grid[headerIndex];
  if (!header) return null;
  const columns = header.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim());
  while (columns.length > 0 && columns[columns.length - 1] === '') columns.pop();
  const rows: ImportRow[] = [];
  grid.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells) || isNote(cells)) return;
    rows.push({ row: index + 1, cells: [...cells] });
  });
  return { headerRow: headerIndex + 1, columns, rows };
}

/**
 * The header's problems against the questions of the survey: the lab code first, then question codes, each once,
 * and a column for every question that must always be answered (one without a condition), so a file that lacks one
 * is refused at its header rather than at every row. Codes are compared as written in the template, after trimming.
 */
export function headerProblems(
  columns: readonly string[],
  questions: readonly Pick<SurveyQuestion, 'name' | 'isRequired' | 'visibleIf'>[],
  row = 1,
): GridProblem[] {
  const problems: GridProblem[] = [];
  if ((columns[0] ?? '').toLowerCase() !== LAB_CODE_COLUMN)
    problems.push({ row, column: columns[0] ?? null, message: IMPORT_PROBLEMS.labCodeColumnMissing });
  const known = new Set(questions.map((q) => q.name));
  const seen = new Set<string>();
  columns.slice(1).forEach((column) => {
    if (seen.has(column)) problems.push({ row, column, message: IMPORT_PROBLEMS.duplicateColumn });
    else if (!known.has(column)) problems.push({ row, column, message: IMPORT_PROBLEMS.unknownColumn });
    seen.add(column);
  });
  for (const question of questions)
    if (question.isRequired && !question.visibleIf && !seen.has(question.name))
      problems.push({ row, column: question.name, message: IMPORT_PROBLEMS.requiredColumnMissing });
  return problems;
}

/** The problems of a row's cells that no question decides: cells beyond the header, cells over the length limit. */
export function cellShapeProblems(row: ImportRow, columns: readonly string[]): GridProblem[] {
  const problems: GridProblem[] = row.cells
    .slice(0, columns.length)
    .flatMap((cell, i) =>
      cell.length > IMPORT_LIMITS.maxCellLength
        ? [{ row: row.row, column: columns[i] ?? null, message: IMPORT_PROBLEMS.cellTooLong }]
        : [],
    );
  if (row.cells.slice(columns.length).some((cell) => cell.trim() !== ''))
    problems.push({ row: row.row, column: null, message: IMPORT_PROBLEMS.extraCells });
  return problems;
}

/** The format a file name says, or null for any other. */
export function formatOfFileName(name: string): TransferFormat | null {
  const extension = /\.([^.]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return TRANSFER_FORMATS.find((format) => format === extension) ?? null;
}

/** Why a file cannot be imported before it is even read (its name and size), or null. */
export function fileProblem(name: string, size: number): string | null {
  if (!formatOfFileName(name)) return IMPORT_ERRORS.fileType;
  if (size <= 0) return IMPORT_ERRORS.fileEmpty;
  if (size > IMPORT_LIMITS.maxFileBytes) return IMPORT_ERRORS.fileTooLarge;
  return null;
}

/** Why a read file cannot be imported (no data rows, or too many), or null. */
export function rowCountProblem(rows: number): string | null {
  if (rows <= 0) return IMPORT_ERRORS.fileEmpty;
  if (rows > IMPORT_LIMITS.maxRows) return IMPORT_ERRORS.tooManyRows;
  return null;
}

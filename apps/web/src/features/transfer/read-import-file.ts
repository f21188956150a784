import { IMPORT_ERRORS, fileProblem, formatOfFileName } from '@labbench/contract';
import Papa from 'papaparse';

/** A file read into rows of cell texts, or why it cannot be. */
export type FileReading = { grid: string[][]; problem: null } | { grid: null; problem: string };

const refused = (problem: string): FileReading => ({ grid: null, problem });

/**
 * A CSV file's rows: UTF-8 text only (a byte-order mark is dropped); a NUL byte or bytes that are not UTF-8 mean the
 * file is no text (an Excel workbook renamed, or a CSV saved in a legacy code page). Every cell stays text: nothing
 * is typed, and nothing is evaluated.
 */
export function readCsv(bytes: Uint8Array): FileReading {
  if (bytes.includes(0)) return refused(IMPORT_ERRORS.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refused(IMPORT_ERRORS.notText);
  }
  const parsed = Papa.parse<string[]>(text, { dynamicTyping: false, skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) return refused(IMPORT_ERRORS.unreadable);
  return { grid: parsed.data, problem: null };
}

/** ZIP's first bytes: an XLSX workbook is a ZIP archive. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A cell of a sheet as the XLSX library gives it. */
export interface SheetCell {
  t?: string;
  v?: unknown;
  f?: string;
  w?: string;
}

/** A cell as text: a formula as its formula (`=…`, never its result), a number as written, an error as shown. */
export function cellText(cell: SheetCell | undefined): string {
  if (!cell) return '';
  if (cell.f) return `=${cell.f}`;
  if (cell.t === 'e') return cell.w ?? '';
  if (typeof cell.v === 'string') return cell.v;
  if (typeof cell.v === 'number' || typeof cell.v === 'boolean') return String(cell.v);
  return cell.w ?? '';
}

/**
 * An XLSX workbook's first sheet, row 1 first (so row numbers match what the spreadsheet shows). The library loads
 * with the first workbook staff pick, never with the page.
 */
export async function readXlsx(bytes: Uint8Array): Promise<FileReading> {
  if (!isZip(bytes)) return refused(IMPORT_ERRORS.unreadable);
  const XLSX = await import('@e965/xlsx');
  try {
    const book = XLSX.read(bytes, { type: 'array', cellFormula: true, cellHTML: false, cellDates: false });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet?.['!ref']) return { grid: [], problem: null };
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const grid: string[][] = [];
    for (let r = 0; r <= range.e.r; r++) {
      const cells: string[] = [];
      for (let c = 0; c <= range.e.c; c++) cells.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })] as SheetCell));
      grid.push(cells);
    }
    return { grid, problem: null };
  } catch {
    return refused(IMPORT_ERRORS.unreadable);
  }
}

/** A file staff picked, checked by name and size before it is read, then read by its format. */
export async function readImportFile(file: File): Promise<FileReading> {
  const problem = fileProblem(file.name, file.size);
  if (problem) return refused(problem);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return formatOfFileName(file.name) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}

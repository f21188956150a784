import { escapeCell } from '@labbench/contract';
import type { TransferFormat } from '@labbench/contract';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';

/** A cell as written: text, a number, or nothing. */
export type SheetCell = string | number | null | undefined;

/** One sheet of a file: its name (XLSX tabs) and its rows. */
export interface Sheet {
  name: string;
  rows: SheetCell[][];
}

/** Excel opens a UTF-8 CSV as UTF-8 (Thai, CJK) only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/** Excel's limit on a sheet's name: 31 characters, none of `\ / ? * [ ] :`. */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet';

/**
 * A file of sheets: CSV holds the first sheet only, XLSX every sheet. Every cell goes through `escapeCell`, so no
 * exported text is ever run as a formula (papaparse's own `escapeFormulae` stays off: it skips multi-line values).
 */
export function sheetFile(format: TransferFormat, sheets: readonly Sheet[]): Uint8Array {
  const escaped = sheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet.rows.map((row) => row.map((cell) => escapeCell(cell))),
  }));
  if (format === 'csv') {
    const csv = Papa.unparse(escaped[0]?.rows ?? [], { newline: '\r\n', escapeFormulae: false });
    return new TextEncoder().encode(`${BOM}${csv}\r\n`);
  }
  const book = XLSX.utils.book_new();
  for (const sheet of escaped)
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.rows), sheetName(sheet.name));
  const bytes: unknown = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true });
  if (!(bytes instanceof ArrayBuffer)) throw new Error('XLSX writer gave no bytes');
  return new Uint8Array(bytes);
}

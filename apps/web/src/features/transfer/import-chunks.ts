import { IMPORT_LIMITS } from '@labbench/contract';
import type { ImportRow } from '@labbench/contract';

/** A row as sent: empty cells beyond the header dropped (a spreadsheet's trailing columns). */
export function trimmedRow(row: ImportRow, columns: number): ImportRow {
  let end = row.cells.length;
  while (end > columns && (row.cells[end - 1] ?? '').trim() === '') end -= 1;
  return { row: row.row, cells: row.cells.slice(0, end) };
}

const utf8 = new TextEncoder();

/**
 * The rows in the chunks the import sends one after the other: at most `maxRows` rows and, past the first row,
 * about `maxBytes` of JSON each (counted in UTF-8 bytes: a Thai or CJK character takes three), so every request stays
 * well under the API's body limit.
 */
export function chunksOf(
  rows: readonly ImportRow[],
  maxRows: number = IMPORT_LIMITS.chunkRows,
  maxBytes: number = IMPORT_LIMITS.chunkBytes,
): ImportRow[][] {
  const chunks: ImportRow[][] = [];
  let chunk: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = utf8.encode(JSON.stringify(row)).length;
    if (chunk.length > 0 && (chunk.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

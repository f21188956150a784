/**
 * The limits of an answer import (D63), the same on both sides: the web refuses a file over them before reading it,
 * the server refuses a declared file or a chunk over them. A chunk stays well under the API's 4 MiB body limit.
 */
export const IMPORT_LIMITS = {
  /** The largest file staff may pick: 10 MB. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Data rows of one file (one lab each), not counting the header rows. */
  maxRows: 10_000,
  /** Columns of one file: the lab code and the question codes. */
  maxColumns: 300,
  /** Characters of one cell. */
  maxCellLength: 2_000,
  /** Rows of one chunk the web sends. */
  chunkRows: 250,
  /** Bytes of one chunk's JSON the web aims under. */
  chunkBytes: 512 * 1024,
  /** Problems a chunk's answer lists (the rest are counted). */
  problemsPerChunk: 1_000,
  /** Problems kept with the import for a later look (the rest are counted). */
  storedProblems: 100,
} as const;

/** The formats staff import and export. */
export const TRANSFER_FORMATS = ['csv', 'xlsx'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** The first column of a template and of an import: the lab's code. */
export const LAB_CODE_COLUMN = 'lab_code';

/** A row whose first cell starts with this is a note (the template's label row), never data. */
export const NOTE_PREFIX = '#';

import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { surveyCategoryField, surveyRoundField } from '../survey/schemas.ts';
import { IMPORT_LIMITS, TRANSFER_FORMATS } from './limits.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** CSV or XLSX. */
export const transferFormatField = z.enum(TRANSFER_FORMATS);
/** An answer import's id (a UUID). */
const importIdField = z.uuid().check(noControlCharacters);

/** A file request's answer: the bytes, sent by the dispatcher as the body (the web names the file). */
export const transferFileResponse = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'a file');

/** getTransferRounds: the categories and rounds staff may pick. */
export const transferRoundsPayload = z.object({ ...requester });
export const transferRoundSchema = z.object({
  /** The category. */
  category: surveyCategoryField,
  /** The round (its year). */
  round: z.number().int(),
  /** The category's latest round. */
  current: z.boolean(),
  /** Staff closed the round. */
  closed: z.boolean(),
  /** Answers may be imported into it: the current round, not closed. */
  importable: z.boolean(),
});
export const transferRoundsResponse = z.object({
  /** Every category's rounds, latest first. */
  rounds: z.array(transferRoundSchema),
});

/** downloadAnswerTemplate: a category's template for a round, labelled in staff's language. */
export const answerTemplatePayload = z.object({
  /** The category. */
  category: surveyCategoryField,
  /** The round. */
  round: surveyRoundField,
  /** CSV or XLSX. */
  format: transferFormatField,
  /** The language of the question labels (English where the survey has no text in it). */
  language: z.enum(LANGUAGE_IDS),
  ...requester,
});

/** A problem the import found: an error refuses the file, a warning (a consistency check) goes to staff's review. */
export const importProblemSchema = z.object({
  /** The spreadsheet's row number (1 is the first row; the header's row for a header problem). */
  row: z.number().int(),
  /** The column's header (a question code or lab_code); null for the whole row. */
  column: z.string().nullable(),
  /** Message key: `transfer.problems.…`, `validation.…` or `checks.…`. */
  message: z.string(),
  /** error: the file is refused; warning: imported, and listed for staff at validation. */
  severity: z.enum(['error', 'warning']),
});

/** Where an answer import stands: kept in the database, so any server process answers for it. */
export const answerImportSchema = z.object({
  /** The import's id. */
  importId: z.string(),
  /** The category. */
  category: surveyCategoryField,
  /** The round. */
  round: z.number().int(),
  /** The file's name as staff picked it. */
  fileName: z.string(),
  /** checking: rows arriving; ready: every row good, waiting for Import; refused: nothing will be written; completed. */
  status: z.enum(['checking', 'ready', 'refused', 'completed']),
  /** Data rows of the file. */
  totalRows: z.number().int(),
  /** Rows checked so far. */
  receivedRows: z.number().int(),
  /** Rows with answers that passed every check. */
  validRows: z.number().int(),
  /** Rows with a lab code and no answers, left out. */
  skippedRows: z.number().int(),
  /** Problems that refuse the file. */
  errorCount: z.number().int(),
  /** Consistency warnings (imported, shown to staff at validation). */
  warningCount: z.number().int(),
  /** Responses written (once completed). */
  writtenRows: z.number().int(),
  /** Problems: those of the rows just sent, or the first ones found (getAnswerImport). */
  problems: z.array(importProblemSchema),
  /** Problems not listed in `problems`. */
  problemsLeftOut: z.number().int(),
  /** When it was completed (ISO 8601). */
  completedAt: z.string().nullable(),
});

/** startAnswerImport: a file read by the browser, announced with its header before its rows. */
export const startAnswerImportPayload = z.object({
  /** The category the answers are for. */
  category: surveyCategoryField,
  /** The round; only the current open round takes an import. */
  round: surveyRoundField,
  /** The file's name: `.csv` or `.xlsx`. */
  fileName: plainString().trim().min(1).max(255),
  /** The file's size in bytes (at most 10 MB). */
  fileSize: z.number().int().min(0),
  /** The header's row number. */
  headerRow: z.number().int().min(1),
  /** The header: lab_code, then question codes. */
  columns: z.array(plainString().max(200)).max(IMPORT_LIMITS.maxColumns),
  /** The file's data rows (1 to 10,000). */
  totalRows: z.number().int().min(0),
  ...requester,
});

/** stageAnswerImportRows: the next rows of the file, checked and kept until Import. */
export const stageAnswerImportRowsPayload = z.object({
  /** The import. */
  importId: importIdField,
  /** How many rows were sent before these (rows arrive in order; a resend of a chunk is refused). */
  offset: z.number().int().min(0),
  /** The rows: their spreadsheet row number and their cells in header order (text, control characters included). */
  rows: z
    .array(
      z.object({
        /** The spreadsheet's row number. */
        row: z.number().int().min(1),
        /** The cells as text, lab code first. */
        cells: z.array(z.string().max(IMPORT_LIMITS.maxCellLength)).max(IMPORT_LIMITS.maxColumns),
      }),
    )
    .min(1)
    .max(IMPORT_LIMITS.chunkRows),
  ...requester,
});

/** getAnswerImport / commitAnswerImport: one import by id. */
export const answerImportPayload = z.object({
  /** The import. */
  importId: importIdField,
  ...requester,
});

/** exportSurveyResponses: a category's responses of a round. */
export const exportResponsesPayload = z.object({
  /** The category. */
  category: surveyCategoryField,
  /** The round. */
  round: surveyRoundField,
  /** CSV or XLSX. */
  format: transferFormatField,
  ...requester,
});

/** exportLabList: every lab. */
export const exportLabsPayload = z.object({
  /** CSV or XLSX. */
  format: transferFormatField,
  ...requester,
});

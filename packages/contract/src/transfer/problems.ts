/**
 * Why a file, a row or a cell of an answer import is refused (message keys under `transfer.problems.`). The checks
 * of the form itself keep their own keys: `validation.survey…` for an answer, `checks.…` for a whole response.
 */
export const IMPORT_PROBLEMS = {
  labCodeColumnMissing: 'transfer.problems.labCodeColumnMissing',
  unknownColumn: 'transfer.problems.unknownColumn',
  duplicateColumn: 'transfer.problems.duplicateColumn',
  requiredColumnMissing: 'transfer.problems.requiredColumnMissing',
  extraCells: 'transfer.problems.extraCells',
  cellTooLong: 'transfer.problems.cellTooLong',
  labCodeMissing: 'transfer.problems.labCodeMissing',
  unknownLab: 'transfer.problems.unknownLab',
  labArchived: 'transfer.problems.labArchived',
  duplicateLab: 'transfer.problems.duplicateLab',
  responseSubmitted: 'transfer.problems.responseSubmitted',
  responseAccepted: 'transfer.problems.responseAccepted',
  responseRejected: 'transfer.problems.responseRejected',
  noAnswers: 'transfer.problems.noAnswers',
} as const;

/** Why a whole import request is refused (message keys under `transfer.errors.`). */
export const IMPORT_ERRORS = {
  fileType: 'transfer.errors.fileType',
  fileEmpty: 'transfer.errors.fileEmpty',
  fileTooLarge: 'transfer.errors.fileTooLarge',
  tooManyRows: 'transfer.errors.tooManyRows',
  notText: 'transfer.errors.notText',
  unreadable: 'transfer.errors.unreadable',
  roundUnknown: 'transfer.errors.roundUnknown',
  roundClosed: 'transfer.errors.roundClosed',
  importUnknown: 'transfer.errors.importUnknown',
  importOutOfOrder: 'transfer.errors.importOutOfOrder',
  importNotReady: 'transfer.errors.importNotReady',
  importFinished: 'transfer.errors.importFinished',
} as const;

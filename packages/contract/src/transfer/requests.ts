import { define } from '../api/request-definition.ts';
import {
  answerImportPayload,
  answerImportSchema,
  answerTemplatePayload,
  exportLabsPayload,
  exportResponsesPayload,
  stageAnswerImportRowsPayload,
  startAnswerImportPayload,
  transferFileResponse,
  transferRoundsPayload,
  transferRoundsResponse,
} from './schemas.ts';

// The package's index exports this file: the schemas, limits and rules come with it.
export * from './schemas.ts';
export * from './limits.ts';
export * from './problems.ts';
export * from './escape-cell.ts';
export * from './import-grid.ts';
export * from './cell-answer.ts';

/** A CSV or an XLSX file: the content type is generic, the web names the file with its extension. */
const file = { contentType: 'application/octet-stream' };

/** Import of survey answers and export of responses and labs, for staff (issue 14 item 4, D63). */
export const transferRequests = {
  getTransferRounds: define({ payload: transferRoundsPayload, response: transferRoundsResponse, access: 'internal' }),
  downloadAnswerTemplate: define({
    payload: answerTemplatePayload,
    response: transferFileResponse,
    access: 'internal',
    file,
  }),
  startAnswerImport: define({ payload: startAnswerImportPayload, response: answerImportSchema, access: 'internal' }),
  stageAnswerImportRows: define({
    payload: stageAnswerImportRowsPayload,
    response: answerImportSchema,
    access: 'internal',
  }),
  getAnswerImport: define({ payload: answerImportPayload, response: answerImportSchema, access: 'internal' }),
  commitAnswerImport: define({ payload: answerImportPayload, response: answerImportSchema, access: 'internal' }),
  exportSurveyResponses: define({
    payload: exportResponsesPayload,
    response: transferFileResponse,
    access: 'internal',
    file,
  }),
  exportLabList: define({ payload: exportLabsPayload, response: transferFileResponse, access: 'internal', file }),
};

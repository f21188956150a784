import type { transferRequests, PayloadOf } from '@labbench/contract';
import type { PayloadContext } from '../test/access-walk.ts';

/** An import id no row has: staff are answered "unknown import", never a refusal. */
const NO_SUCH_IMPORT = '00000000-0000-4000-8000-000000000000';

/** A valid payload of every request of the transfer domain, for the generated access walk (test/request-payloads.ts). */
export const transferPayloads: { [N in keyof typeof transferRequests]: (ctx: PayloadContext) => PayloadOf<N> } = {
  getTransferRounds: () => ({}),
  downloadAnswerTemplate: () => ({ category: 'CL', round: 2026, format: 'csv', language: 'en' }),
  startAnswerImport: () => ({
    category: 'CL',
    round: 2026,
    fileName: 'answers.csv',
    fileSize: 100,
    headerRow: 1,
    columns: ['lab_code', 'CL_LAB_TYPE'],
    totalRows: 1,
  }),
  stageAnswerImportRows: () => ({
    importId: NO_SUCH_IMPORT,
    offset: 0,
    rows: [{ row: 2, cells: ['LAB-X', 'hospital'] }],
  }),
  getAnswerImport: () => ({ importId: NO_SUCH_IMPORT }),
  commitAnswerImport: () => ({ importId: NO_SUCH_IMPORT }),
  exportSurveyResponses: () => ({ category: 'CL', round: 2026, format: 'csv' }),
  exportLabList: () => ({ format: 'xlsx' }),
};
